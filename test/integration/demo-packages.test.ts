import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/build/build.js';
import { check } from '../../src/build/check.js';
import { buildSite, copyFixture, copyFixtureWithPackages, readBundles, readOutput } from '../helpers/site.js';

// Sites that install their own React and MUI: demos render with those, never with docsgen's.
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});
const site = (make: () => string) => {
  const root = make();
  cleanup.push(root);
  return root;
};
const legacySite = () => site(() => copyFixtureWithPackages('react18-mui5'));
const PACKAGES = path.resolve(import.meta.dirname, '../fixtures/packages/react18-mui5/node_modules');

describe('a site on React 18 and MUI 5', () => {
  let root: string;
  let out: string;
  let result: BuildResult;
  beforeAll(async () => {
    root = legacySite();
    out = path.join(root, 'dist');
    result = await buildSite(root, out);
  });

  it('builds without problems', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.exitCode).toBe(0);
  });

  it("renders its demos with the site's React and MUI 5 (its Grid, its class names), in MUI's default theme", () => {
    const html = readOutput(out, '/legacy-ui/demos/');
    expect(html).toContain('React <!-- -->18.2.0');
    // MUI 5's Grid has items; its Button still has the compound class MUI 6 dropped.
    expect(html).toMatch(/class="MuiGrid-root MuiGrid-item MuiGrid-grid-xs-6/);
    expect(html).toMatch(/<button class="[^"]*MuiButton-containedPrimary[^"]*"[^>]*>Clicked <!-- -->0<!-- --> times/);
    expect(html).toContain('<span data-testid="theme">light<!-- --> <!-- -->ltr<!-- --> <!-- -->8px</span>');
    // The demos' styles have a key of their own: the page's are `css-…`.
    expect(html).toMatch(/<style data-emotion="demo [^"]+">/);
  });

  it('renders a demo using a hook-using package of the site (notistack) on the same React', () => {
    expect(readOutput(out, '/legacy-ui/notifications/')).toMatch(/<button class="[^"]*MuiButton-text[^"]*"[^>]*>Notify/);
  });

  it("bundles the site's React for the demos' browser code and docsgen's for the page's shell", () => {
    const bundles = readBundles(out);
    const reactVersion = (dir: string) => (JSON.parse(fs.readFileSync(path.join(dir, 'react/package.json'), 'utf8')) as { version: string }).version;
    expect(reactVersion(PACKAGES)).toBe('18.2.0');
    expect(bundles).toContain('"18.2.0"');
    expect(bundles).toContain(`"${reactVersion(path.resolve(import.meta.dirname, '../../node_modules'))}"`);
  });
});

describe('demo packages that are missing or cannot be used', () => {
  const addDemo = (root: string, name: string, code: string) => {
    fs.writeFileSync(path.join(root, `content/legacy-ui/demos/${name}.tsx`), code);
    fs.appendFileSync(path.join(root, 'content/legacy-ui/notifications.md'), `\n{{"demo": "demos/${name}.js"}}\n`);
  };
  const missing =
    "import { Thing } from 'not-installed-anywhere';\nimport AddIcon from '@mui/icons-material/Add';\n\nexport default function Broken() {\n  return <Thing><AddIcon /></Thing>;\n}\n";

  it('are one diagnostic naming the demo, each import and its package, in build and check alike, never a crash', async () => {
    const root = legacySite();
    addDemo(root, 'Broken', missing);
    const built = await buildSite(root, path.join(root, 'dist'));
    const checked = await check({ root });
    expect(built.exitCode).toBe(1);
    const expected = {
      severity: 'error',
      code: 'demo-failed',
      file: 'content/legacy-ui/demos/Broken.tsx',
      line: 1,
      message:
        'Demo demos/Broken.js on /legacy-ui/notifications/ (content/legacy-ui/notifications.md:7) cannot be rendered: it imports ' +
        '"not-installed-anywhere" (content/legacy-ui/demos/Broken.tsx:1), but the package "not-installed-anywhere" is not installed: add it to the site\'s dependencies; and ' +
        '"@mui/icons-material/Add" (content/legacy-ui/demos/Broken.tsx:2): the package "@mui/icons-material" is not installed beside the demos\' React 18.2.0: the copy found',
    };
    for (const diagnostics of [built.diagnostics, checked.diagnostics]) {
      expect(diagnostics).toHaveLength(1);
      const [only] = diagnostics;
      expect({ ...only, message: only!.message.slice(0, expected.message.length) }).toMatchObject(expected);
      expect(only!.message).toMatch(/the copy found \(\S+\) would run on React 19\.\S+\. Add "@mui\/icons-material" to the site's dependencies$/);
    }
    expect(checked.exitCode).toBe(1);
  });

  it('leave the page built when missing demos are warnings', async () => {
    const root = legacySite();
    addDemo(root, 'Broken', missing);
    const config = path.join(root, 'docsgen.config.json');
    fs.writeFileSync(config, JSON.stringify({ ...JSON.parse(fs.readFileSync(config, 'utf8')), onMissingDemos: 'warning' }));
    const built = await buildSite(root, path.join(root, 'dist'));
    expect(built.exitCode).toBe(0);
    expect(built.diagnostics.map((item) => [item.severity, item.code])).toEqual([['warning', 'demo-failed']]);
    expect(readOutput(path.join(root, 'dist'), '/legacy-ui/notifications/')).toContain('Demo demos/Broken.js is not available');
  });

  it('a demo the server refuses but the browser bundle could take leaves none of its code in the output', async () => {
    // The runtime is bundled with every demo the pages name while the server loads them. Icons are
    // not installed beside this site's React (the server refuses docsgen's copy, on React 19),
    // but esbuild finds docsgen's: the bundle is made again without the demo, its chunk gone.
    const root = legacySite();
    const marker = 'REFUSED_ON_THE_SERVER_7f3a';
    addDemo(
      root,
      'IconOnly',
      `import AddIcon from '@mui/icons-material/Add';\n\nexport default function IconOnly() {\n  return <p title="${marker}"><AddIcon /></p>;\n}\n`,
    );
    const config = path.join(root, 'docsgen.config.json');
    fs.writeFileSync(config, JSON.stringify({ ...JSON.parse(fs.readFileSync(config, 'utf8')), onMissingDemos: 'warning' }));
    const built = await buildSite(root, path.join(root, 'dist'));
    expect(built.diagnostics.map((item) => [item.severity, item.code, item.file])).toEqual([
      ['warning', 'demo-failed', 'content/legacy-ui/demos/IconOnly.tsx'],
    ]);
    const bundles = readBundles(path.join(root, 'dist'));
    expect(bundles.includes(marker)).toBe(false);
    // The demos that load still run in the browser, on the site's React.
    expect(bundles.includes('"18.2.0"')).toBe(true);
  });

  it('an import the installed version lacks is one diagnostic naming the demo, the package, its version and the name', async () => {
    const root = legacySite();
    // React 18 has no `use`: code written for React 19.
    addDemo(root, 'NewApi', "import { use } from 'react';\n\nexport default function NewApi() {\n  return <p>{use(Promise.resolve('ready'))}</p>;\n}\n");
    const built = await buildSite(root, path.join(root, 'dist'));
    expect(built.diagnostics).toEqual([
      expect.objectContaining({
        code: 'demo-failed',
        file: 'content/legacy-ui/demos/NewApi.tsx',
        line: 1,
        message:
          'Demo demos/NewApi.js on /legacy-ui/notifications/ (content/legacy-ui/notifications.md:7) cannot be rendered: it imports "react" ' +
          '(content/legacy-ui/demos/NewApi.tsx:1): the installed "react" 18.2.0 has no export "use" (the demo is written for another version)',
      }),
    ]);
  });

  it('code that throws on the React the site has is one diagnostic at the throw', async () => {
    const root = legacySite();
    addDemo(
      root,
      'Throws',
      "import * as React from 'react';\n\nexport default function Throws() {\n  return <p>{(React as unknown as { use: (p: Promise<string>) => string }).use(Promise.resolve('ready'))}</p>;\n}\n",
    );
    const built = await buildSite(root, path.join(root, 'dist'));
    expect(built.diagnostics).toEqual([
      expect.objectContaining({
        code: 'demo-failed',
        file: 'content/legacy-ui/demos/Throws.tsx',
        line: 4,
        message: expect.stringContaining('cannot be rendered on the server (the page renders it in the browser only): it threw while rendering:'),
      }),
    ]);
  });
});

describe('a site with React but without MUI', () => {
  it('renders its demos on its React without a MUI theme around them', async () => {
    const root = site(() => copyFixture('react18-mui5'));
    fs.mkdirSync(path.join(root, 'node_modules'));
    for (const name of ['react', 'react-dom', 'loose-envify', 'js-tokens', 'scheduler']) {
      fs.symlinkSync(path.join(PACKAGES, name), path.join(root, 'node_modules', name), 'dir');
    }
    fs.writeFileSync(path.join(root, 'content/legacy-ui/demos.md'), '# Demos\n\n{{"demo": "demos/Plain.js"}}\n');
    fs.writeFileSync(path.join(root, 'content/legacy-ui/notifications.md'), '# Notifications\n');
    fs.writeFileSync(
      path.join(root, 'content/legacy-ui/demos/Plain.tsx'),
      "import * as React from 'react';\n\nexport default function Plain() {\n  const [on] = React.useState(true);\n  return <p>Plain React {React.version} {String(on)}</p>;\n}\n",
    );
    const out = path.join(root, 'dist');
    const built = await buildSite(root, out);
    expect(built.diagnostics).toEqual([]);
    expect(readOutput(out, '/legacy-ui/demos/')).toContain('<p>Plain React <!-- -->18.2.0<!-- --> <!-- -->true</p>');
  });
});

describe('a site whose product folder installs its own React', () => {
  it("renders that product's demos on its packages and the others on the site's, on one page", async () => {
    // No node_modules at the root (docsgen's packages serve); the product's folder has its own.
    const root = site(() => copyFixture('react18-mui5'));
    fs.symlinkSync(PACKAGES, path.join(root, 'content/legacy-ui/node_modules'), 'dir');
    fs.mkdirSync(path.join(root, 'content/shared'));
    fs.writeFileSync(
      path.join(root, 'content/shared/Modern.tsx'),
      "import * as React from 'react';\nimport Button from '@mui/material/Button';\n\nexport default function Modern() {\n  return <Button>Modern React {React.version}</Button>;\n}\n",
    );
    fs.appendFileSync(path.join(root, 'content/legacy-ui/demos.md'), '\n{{"demo": "../shared/Modern.js"}}\n');
    const out = path.join(root, 'dist');
    const built = await buildSite(root, out);
    expect(built.diagnostics).toEqual([]);
    const html = readOutput(out, '/legacy-ui/demos/');
    const docsgenReact = (
      JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, '../../node_modules/react/package.json'), 'utf8')) as { version: string }
    ).version;
    expect(html).toContain('React <!-- -->18.2.0');
    expect(html).toContain(`Modern React <!-- -->${docsgenReact}`);
    // MUI 5's compound class for the product's demo, none for the other (docsgen's MUI).
    expect(html).toMatch(/MuiButton-containedPrimary[^>]*>Clicked/);
    expect(html).not.toMatch(/MuiButton-textPrimary[^>]*>Modern/);
  });
});
