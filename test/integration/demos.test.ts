import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/build/build.js';
import { buildSite, copyFixture, FIXTURES, readBundles, readOutput, tempDir } from '../helpers/site.js';

const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});
const temp = () => {
  const dir = tempDir();
  cleanup.push(dir);
  return dir;
};

describe('live demos', () => {
  let out: string;
  let result: BuildResult;
  beforeAll(async () => {
    out = temp();
    result = await buildSite(path.join(FIXTURES, 'demos'), out);
  });

  it('build without problems', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.exitCode).toBe(0);
  });

  it('render the component on the server, with TS shown and JS hidden, and the toolbar', () => {
    const html = readOutput(out, '/material-ui/demos/');
    const counter = html.slice(html.indexOf('<div class="docsgen-demo" data-demo="content/material-ui/demos/Counter"'));
    expect(counter).toMatch(
      /<div class="docsgen-demo-root" data-hydrate-root=""><button class="[^"]*MuiButton-contained[^"]*"[^>]*>Clicked <!-- -->0<!-- --> times<\/button><\/div>/,
    );
    expect(counter).toContain('<button type="button" data-demo-variant="TS" aria-pressed="true">TS</button>');
    expect(counter).toContain('<button type="button" data-demo-variant="JS" aria-pressed="false">JS</button>');
    expect(counter).toMatch(
      /<div class="docsgen-demo-source" data-variant="TS" data-styling="MUI System"><pre class="docsgen-code"><code class="hljs language-tsx">/,
    );
    expect(counter).toMatch(/<div class="docsgen-demo-source" data-variant="JS" data-styling="MUI System" hidden="">/);
    expect(counter).toContain('aria-expanded="false"');
    expect(counter).toContain('>Show code</button>');
  });

  it('show the .tsx.preview excerpt while the code is collapsed', () => {
    const html = readOutput(out, '/material-ui/demos/');
    expect(html).toMatch(
      /<div class="docsgen-demo-excerpt"><pre class="docsgen-code"><code class="hljs language-tsx">&#x3C;<span class="hljs-title class_">Button<\/span>/,
    );
  });

  it('hide the JS/TS switch when a demo has one language, and honour defaultCodeOpen and bg', () => {
    const html = readOutput(out, '/material-ui/demos/');
    const jsOnly = html.slice(html.indexOf('data-demo="content/material-ui/demos/JsOnly"') - 30);
    const block = jsOnly.slice(0, jsOnly.indexOf('</pre></div></div></div>'));
    expect(block).toContain('data-code-open=""');
    expect(block).toContain('docsgen-demo-preview docsgen-demo-bg-filled');
    expect(block).not.toContain('data-demo-variant');
    expect(block).toContain('>Hide code</button>');
  });

  it('frame each demo as its bg option names it, as MUI’s docs do (outlined when it has none, filled in an iframe)', () => {
    const look = readOutput(out, '/material-ui/look/');
    const swatchFrames = [...look.matchAll(/data-demo="content\/material-ui\/demos\/Swatch"[^>]*><div class="docsgen-demo-preview ([^"]*)"/g)].map(
      (match) => match[1],
    );
    expect(swatchFrames).toEqual([
      'docsgen-demo-bg-outlined',
      'docsgen-demo-bg-outlined',
      'docsgen-demo-bg-filled',
      'docsgen-demo-bg-inline',
      'docsgen-demo-bg-playground',
      'docsgen-demo-bg-gradient',
    ]);
    // The gradient one hides its toolbar: its frame is the block's only child.
    expect(look).toMatch(/<div class="docsgen-demo-preview docsgen-demo-bg-gradient"><div class="docsgen-demo-root"[^>]*>.*?<\/div><\/div><\/div>/);
    expect(readOutput(out, '/material-ui/styling/')).toMatch(
      /<div class="docsgen-demo-preview docsgen-demo-bg-filled"[^>]*><iframe class="docsgen-demo-frame"/,
    );
    expect(readOutput(out, '/material-ui/demos/')).toMatch(
      /data-demo="content\/material-ui\/demos\/Counter"[^>]*><div class="docsgen-demo-preview docsgen-demo-bg-outlined">/,
    );
  });

  it('offer the styling variants a demo has, rendering MUI System live', () => {
    const html = readOutput(out, '/material-ui/styling/');
    expect(html).toContain('data-styling="MUI System"');
    expect(html).toContain('<span class="badge-system">Badge styled with SYSTEM</span>');
    for (const styling of ['MUI System', 'Tailwind', 'CSS']) expect(html).toContain(`data-demo-styling="${styling}"`);
    expect(html).toContain('>Tailwind CSS</button>');
    expect(html).toContain('>Plain CSS</button>');
    const badge = html.slice(
      html.indexOf('data-demo="content/material-ui/demos/Badge"'),
      html.indexOf('data-demo="content/material-ui/demos/FramedGlobalStyles"'),
    );
    expect(badge.match(/class="docsgen-demo-source"/g)).toHaveLength(6);
  });

  it("inline the demo's critical Emotion CSS in the page that shows it", () => {
    expect(readOutput(out, '/material-ui/demos/')).toMatch(/<style data-emotion="css [^"]+">[^<]*MuiButton|<style data-emotion="css [^"]+">[^<]*\.css-/);
    expect(readOutput(out, '/material-ui/plain/')).not.toContain('docsgen-demo');
  });

  it('put each demo module in its own chunk', () => {
    const chunks = fs.readdirSync(path.join(out, '_docsgen')).filter((file) => file.endsWith('.js'));
    const withCounter = chunks.filter((file) => fs.readFileSync(path.join(out, '_docsgen', file), 'utf8').includes('Clicked '));
    expect(withCounter).toHaveLength(1);
    expect(fs.statSync(path.join(out, '_docsgen', withCounter[0]!)).size).toBeLessThan(2048);
  });
});

describe('demo problems', () => {
  it('a missing demo is an error listing the demos that exist', async () => {
    const root = copyFixture('demos');
    cleanup.push(root);
    fs.appendFileSync(path.join(root, 'content/material-ui/plain.md'), '\n{{"demo": "demos/Nope.js"}}\n');
    const result = await buildSite(root, path.join(root, 'dist'));
    expect(result.exitCode).toBe(1);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'missing-demo',
        file: 'content/material-ui/plain.md',
        line: 5,
        message:
          'Missing demo demos/Nope.js; demos here: BottomNav.js, Counter.js, Counter.tsx, EdgeSheet.js, FramedGlobalStyles.js, FramedGlobalStyles.tsx, JsOnly.js, LinkButtons.js, Swatch.js',
      }),
    ]);
  });

  it('a demo that throws while rendering is an error (onMissingDemos: "error", the default) at the throw in the demo, naming the page, and no other page is affected', async () => {
    const root = copyFixture('demos');
    cleanup.push(root);
    fs.writeFileSync(path.join(root, 'content/material-ui/demos/Broken.js'), "export default function Broken() { throw new Error('kaboom'); }\n");
    fs.appendFileSync(path.join(root, 'content/material-ui/plain.md'), '\n{{"demo": "demos/Broken.js"}}\n');
    const result = await buildSite(root, path.join(root, 'dist'));
    expect(result.exitCode).toBe(1);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'demo-failed',
        file: 'content/material-ui/demos/Broken.js',
        line: 1,
        column: 42,
        message:
          'Demo demos/Broken.js on /material-ui/plain/ (content/material-ui/plain.md:5) cannot be rendered on the server (the page renders it in the browser only): it threw while rendering: kaboom',
      }),
    ]);
  });

  it("finds other packages in the site's node_modules first, then in docsgen's", async () => {
    const root = copyFixture('demos');
    cleanup.push(root);
    const greeting = path.join(root, 'node_modules', 'site-greeting');
    fs.mkdirSync(greeting, { recursive: true });
    fs.writeFileSync(path.join(greeting, 'package.json'), JSON.stringify({ name: 'site-greeting', version: '1.0.0', main: 'index.js' }));
    fs.writeFileSync(path.join(greeting, 'index.js'), "module.exports = 'Greetings from the site package';\n");
    fs.writeFileSync(
      path.join(root, 'content/material-ui/demos/Packages.js'),
      "import greeting from 'site-greeting';\nimport DOMPurify from 'dompurify';\n\nexport default function Packages() {\n  return <p>{greeting} ({typeof DOMPurify})</p>;\n}\n",
    );
    fs.appendFileSync(path.join(root, 'content/material-ui/plain.md'), '\n{{"demo": "demos/Packages.js"}}\n');
    const out = path.join(root, 'dist');
    const result = await buildSite(root, out);
    expect(result.diagnostics).toEqual([]);
    expect(readOutput(out, '/material-ui/plain/')).toContain('<p>Greetings from the site package<!-- --> (<!-- -->function<!-- -->)</p>');
    const bundles = readBundles(out);
    expect(bundles).toContain('Greetings from the site package');
    expect(bundles).toContain('ALLOWED_TAGS');
  });
});

describe('iframe demos', () => {
  it("render into the frame's own document, with their global styles kept inside it", async () => {
    const out = temp();
    const result = await buildSite(path.join(FIXTURES, 'demos'), out);
    expect(result.exitCode).toBe(0);
    const html = readOutput(out, '/material-ui/styling/');
    const frame = /<iframe class="docsgen-demo-frame" title="FramedGlobalStyles" srcDoc="([^"]*)"/i.exec(html);
    expect(frame).not.toBeNull();
    const srcdoc = frame![1]!
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
    // The colour-scheme script first (the frame's <html> follows the page's before it paints), then the site's stylesheet.
    expect(srcdoc).toMatch(
      /^<!doctype html><html lang="en"><head><meta charset="utf-8"><script>.*?data-mui-color-scheme.*?<\/script><link rel="stylesheet" href="\/_docsgen\/docsgen\.[0-9a-f]+\.css">/,
    );
    expect(srcdoc).toContain('h1{color:rgb(0, 128, 0);}');
    expect(srcdoc).toMatch(/<div id="root"><div><h1>Green inside the frame only<\/h1><button class="[^"]*iframe-/);
    const outsideFrame = html.replace(frame![0], '');
    expect(outsideFrame).not.toContain('rgb(0, 128, 0)');
  });
});
