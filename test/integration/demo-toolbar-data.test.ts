import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findPackage } from '../../src/build/util/installedPackages.js';
import { buildSite, copyFixture, readOutput, REPO_ROOT, tempDir } from '../helpers/site.js';

/** The demos fixture with config editUrl, and a page that shows one demo twice. */
let root: string;
let outDir: string;

beforeAll(async () => {
  root = copyFixture('demos');
  const configFile = path.join(root, 'docsgen.config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(configFile, JSON.stringify({ ...config, editUrl: 'https://github.com/org/repo/edit/main/docs/' }));
  const page = path.join(root, 'content/material-ui/demos.md');
  fs.appendFileSync(page, '\nThe counter again.\n\n{{"demo": "demos/Counter.js"}}\n');
  outDir = tempDir();
  const result = await buildSite(root, outDir);
  expect(result.exitCode).toBe(0);
});

afterAll(() => {
  fs.rmSync(root, { recursive: true, force: true });
  fs.rmSync(outDir, { recursive: true, force: true });
});

const attribute = (html: string, name: string) =>
  [...html.matchAll(new RegExp(`<div class="docsgen-demo"[^>]* ${name}="([^"]*)"`, 'g'))].map((match) => match[1]!);

describe('what a built demo gives its toolbar', () => {
  it('an anchor per demo, unique on its page', () => {
    expect(attribute(readOutput(outDir, '/material-ui/demos/'), 'id')).toEqual(['demo-Counter', 'demo-JsOnly', 'demo-Counter-2']);
  });

  it('its packages at the versions the build resolved (docsgen’s own, as this site installs none)', () => {
    const [first] = attribute(readOutput(outDir, '/material-ui/demos/'), 'data-dependencies');
    const dependencies = JSON.parse(first!.replace(/&quot;/g, '"')) as Record<string, string>;
    const from = path.join(root, 'content/material-ui/demos');
    expect(dependencies).toEqual(
      Object.fromEntries(
        ['@emotion/react', '@emotion/styled', '@mui/material', 'react', 'react-dom'].map((name) => [
          name,
          (findPackage(from, name) ?? findPackage(REPO_ROOT, name))?.version,
        ]),
      ),
    );
  });

  it('"View source": its file under config editUrl', () => {
    expect(readOutput(outDir, '/material-ui/demos/')).toContain(
      '<a class="docsgen-demo-action" href="https://github.com/org/repo/edit/main/docs/content/material-ui/demos/Counter.tsx" aria-label="View source"',
    );
  });
});
