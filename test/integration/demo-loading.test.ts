import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/build/build.js';
import { buildSite, readBundles, readOutput, scratchFolders } from '../helpers/site.js';

// Real demos' module loading: packages reading `process.env` in the browser, demos that need a window to render.
const scratch = scratchFolders();
const fixture = () => scratch.fixture('demo-loading');

const WINDOW_DEMO = 'content/widgets/demos/WindowWidth.js';

describe('a site whose demos read process.env and window (onMissingDemos: "warning")', () => {
  let out: string;
  let result: BuildResult;
  beforeAll(async () => {
    const root = fixture();
    out = path.join(root, 'dist');
    result = await buildSite(root, out);
  });

  it('builds, with one warning for the demo the server cannot render, at its line, naming the error', () => {
    expect(result.exitCode).toBe(0);
    expect(result.diagnostics).toEqual([
      {
        severity: 'warning',
        code: 'demo-failed',
        file: WINDOW_DEMO,
        line: 5,
        column: expect.any(Number) as number,
        message:
          'Demo demos/WindowWidth.js on /widgets/client-only/ (content/widgets/client-only.md:5) cannot be rendered on the server ' +
          '(the page renders it in the browser only): it threw while rendering: window is not defined',
      },
    ]);
  });

  it('writes its block with its code and toolbar, an empty root of the height the directive gives, to be rendered in the browser at load', () => {
    const html = readOutput(out, '/widgets/client-only/');
    const block = /<div class="docsgen-demo" data-demo="[^"]*WindowWidth[^"]*"[^>]*>/.exec(html)?.[0];
    expect(block).toContain('data-hydrate="client"');
    // Empty, as high as its directive says: the page does not jump when the browser renders it.
    expect(html).toMatch(
      /data-demo="[^"]*WindowWidth[^"]*"[^>]*><div class="docsgen-demo-preview [^"]*" style="height:120px"><div class="docsgen-demo-root" data-hydrate-root=""><\/div>/,
    );
    expect(html).toMatch(/data-testid<\/span>=<span class="hljs-string">"window-width"/);
    // The demo the server renders beside it hydrates as usual.
    expect(html).toMatch(/data-demo="[^"]*EnvironmentDemo[^"]*"[^>]*data-hydrate="interaction"/);
    expect(html).toContain('<button type="button" data-testid="environment">pending clicks=0</button>');
  });

  it("leaves nothing of process.env or process.browser in the browser bundle (a package's included)", () => {
    const bundles = readBundles(out);
    expect(bundles).toContain('flag=');
    expect(bundles).not.toMatch(/process\.(env|browser)\b/);
  });
});

describe('a demo the server cannot render, with onMissingDemos: "error"', () => {
  it('fails the build naming the demo file and the error', async () => {
    const root = fixture();
    const config = path.join(root, 'docsgen.config.json');
    fs.writeFileSync(config, fs.readFileSync(config, 'utf8').replace('"warning"', '"error"'));
    const failed = await buildSite(root, path.join(root, 'dist'));
    expect(failed.exitCode).toBe(1);
    expect(failed.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'demo-failed',
        file: WINDOW_DEMO,
        message: expect.stringContaining('window is not defined') as string,
      }),
    ]);
  });
});
