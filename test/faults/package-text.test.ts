import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ComponentApi } from '../../src/build/api/types.js';
import type { Diagnostic } from '../../src/build/util/diagnostics.js';
import { launchChromium } from '../helpers/browser.js';
import { docsgen, stackLines, textDiagnostics } from '../helpers/cli.js';
import { copyFixture } from '../helpers/site.js';
import { serveStatic } from '../helpers/staticServer.js';

/**
 * Issue 27, item 1: text from packages is text. A package whose `.d.ts` JSDoc holds script,
 * event handlers, `javascript:` and `data:` links and a frame is documented by `api`: its page,
 * twin, `api.json`, search index and `llms-full.txt` keep the formatting and none of the hostile
 * parts, and the page run in Chromium runs none of them (each payload sets `window.__pwned` or
 * asks the server for a `/pwned-…` path). Images point at a closed port, so that their `onerror`
 * would run and a build without sanitising would still succeed (`src=x` is a missing file there).
 */
const WIDGET_DTS = `import * as React from 'react';

export interface WidgetSlots {
  /**
   * The root slot. <img src="http://127.0.0.1:9/x.png" onerror="window.__pwned = 'slot'; fetch('/pwned-slot')">Renders **the box**.
   */
  root?: React.ElementType;
}

export interface WidgetProps {
  /**
   * The **bold** label, with \`code\` and a [normal link](https://example.com/docs/).
   * <script>window.__pwned = 'script'; fetch('/pwned-script')</script>
   */
  label?: string;
  /**
   * The size (the fixture's overview page links to it).
   */
  size?: 'small' | 'large';
  /**
   * An icon. <img src="http://127.0.0.1:9/x.png" onerror="window.__pwned = 'img'; fetch('/pwned-img')">
   */
  icon?: string;
  /**
   * Where it goes: [click me](javascript:window.__pwned='md-link';fetch('/pwned-md-link')).
   */
  target?: string;
  /**
   * A raw link: <a href="javascript:window.__pwned='a';fetch('/pwned-a')" id="raw-link">raw link</a>.
   */
  anchor?: string;
  /**
   * A frame: <iframe src="/pwned-iframe" onload="window.__pwned = 'iframe'"></iframe>
   */
  frame?: string;
  /**
   * A [data link](data:text/html,<script>fetch('/pwned-data')</script>) and <a href="data:text/html;base64,PHNjcmlwdD5mZXRjaCgnL3B3bmVkLWRhdGE2NCcpPC9zY3JpcHQ+">another</a>.
   */
  data?: string;
  /**
   * Old.
   * @deprecated <img src="http://127.0.0.1:9/x.png" onerror="fetch('/pwned-deprecated')">Use **label** instead.
   */
  legacy?: boolean;
  /**
   * The slots.
   */
  slots?: WidgetSlots;
}

declare function Widget(props: WidgetProps): React.JSX.Element;
export default Widget;

export interface WidgetClasses {
  /** <svg onload="fetch('/pwned-svg')"></svg>Styles applied to the root element. */
  root: string;
}
export declare const widgetClasses: WidgetClasses;
`;

const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

const ROUTE = '/acme/api/widget/';
let root: string;
let out: string;
let built: { status: number | null; diagnostics: Diagnostic[]; stacks: string[] };
let checked: { status: number | null; diagnostics: Diagnostic[]; stacks: string[] };

/** The api-package fixture, documenting only `@evil/widgets`, a package of the site's `node_modules`. */
function hostileSite(): string {
  const site = copyFixture('api-package');
  cleanup.push(site);
  const pkg = path.join(site, 'node_modules/@evil/widgets');
  fs.mkdirSync(pkg, { recursive: true });
  fs.writeFileSync(path.join(pkg, 'package.json'), JSON.stringify({ name: '@evil/widgets', version: '1.0.0', main: './index.js', types: './index.d.ts' }));
  fs.writeFileSync(path.join(pkg, 'index.js'), 'export default function Widget() { return null; }\n');
  fs.writeFileSync(
    path.join(pkg, 'index.d.ts'),
    [
      "export { default as Widget } from './Widget.js';",
      "export * from './Widget.js';",
      // An export name is any string: one that is no identifier names no component a reader can write.
      "export { default as \"Evil<img src='http://127.0.0.1:9/x.png' onerror='window.__pwned = 1; fetch(`/pwned-name`)'>\" } from './Widget.js';",
      '',
    ].join('\n'),
  );
  fs.writeFileSync(path.join(pkg, 'Widget.d.ts'), WIDGET_DTS);
  const configFile = path.join(site, 'docsgen.config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  fs.writeFileSync(configFile, JSON.stringify({ ...config, api: [{ product: 'acme', package: '@evil/widgets' }] }, null, 2));
  // The site's own markdown is trusted, but a link that runs script in it is worth a warning.
  fs.appendFileSync(
    path.join(site, 'content/acme/overview.md'),
    '\n\nA [bad link](javascript:void(0)) and\n<a href="data:text/html,<b>hi</b>">a raw one</a>.\n',
  );
  return site;
}

function run(args: string[], cwd: string) {
  const result = docsgen(args, cwd);
  const output = result.stdout + result.stderr;
  return { status: result.status, diagnostics: textDiagnostics(output), stacks: stackLines(output) };
}

/** Every file of the output made from the pages as text (docsgen's own scripts aside), Pagefind's gzipped fragments unpacked. */
function outputTexts(dir: string): Map<string, string> {
  const texts = new Map<string, string>();
  for (const name of fs.readdirSync(dir, { recursive: true }) as string[]) {
    const file = path.join(dir, name);
    if (!fs.statSync(file).isFile() || (name.startsWith('_docsgen') && !name.includes(`${path.sep}fragment${path.sep}`))) continue;
    const bytes = fs.readFileSync(file);
    texts.set(name, name.includes(`${path.sep}fragment${path.sep}`) ? zlib.gunzipSync(bytes).toString('utf8') : bytes.toString('utf8'));
  }
  return texts;
}

const read = (file: string) => fs.readFileSync(path.join(out, file), 'utf8');

beforeAll(() => {
  root = hostileSite();
  out = path.join(root, 'dist');
  checked = run(['check'], root);
  built = run(['build', '--quiet', '--no-cache'], root);
}, 180_000);

describe('JSDoc of a documented package is text', () => {
  it('builds and checks alike, without errors', () => {
    for (const result of [checked, built]) {
      expect(result.stacks).toEqual([]);
      expect(result.diagnostics.filter((entry) => entry.severity === 'error')).toEqual([]);
      expect(result.status).toBe(0);
    }
  });

  it("warns of the site's own links that run script, at their lines, in check and build alike (none of the API page's)", () => {
    const unsafe = (diagnostics: Diagnostic[]) => diagnostics.filter((entry) => entry.code === 'unsafe-link');
    const message =
      /^Unsafe link "(javascript:void\(0\)|data:text\/html,<b>hi<\/b>)": a javascript:, vbscript: or data:text\/html URL runs script on the site's origin$/;
    expect(unsafe(built.diagnostics)).toEqual([
      { file: 'content/acme/overview.md', line: 8, column: 3, severity: 'warning', code: 'unsafe-link', message: expect.stringMatching(message) },
      { file: 'content/acme/overview.md', line: 9, column: 1, severity: 'warning', code: 'unsafe-link', message: expect.stringMatching(message) },
    ]);
    expect(unsafe(checked.diagnostics)).toEqual(unsafe(built.diagnostics));
    // Kept as the author wrote it.
    expect(read('acme/overview/index.html')).toContain('<a href="javascript:void(0)">bad link</a>');
  });

  it('leaves no payload anywhere in the output: page, twin, api.json, search index, llms-full.txt', () => {
    const texts = outputTexts(out);
    for (const file of [`${ROUTE.slice(1)}index.html`, `${ROUTE.slice(1, -1)}.md`, `${ROUTE.slice(1)}api.json`, 'llms-full.txt'])
      expect(texts.has(file), file).toBe(true);
    expect([...texts.keys()].some((name) => name.includes(`${path.sep}fragment${path.sep}`))).toBe(true);
    for (const [file, text] of texts) {
      expect(text, file).not.toMatch(/pwned|onerror|onload=|<iframe/i);
      // The site's own overview page keeps the links its author wrote (a warning each).
      if (!file.includes('overview') && !file.startsWith('llms') && !file.includes(`${path.sep}fragment${path.sep}`))
        expect(text, file).not.toMatch(/javascript:|data:text\/html/i);
    }
  });

  it('keeps formatting, code and plain links, and the text of the links it disarmed', () => {
    const html = read(`${ROUTE.slice(1)}index.html`);
    expect(html).toContain('The <strong>bold</strong> label, with <code>code</code> and a <a href="https://example.com/docs/">normal link</a>.');
    expect(html).toContain('Where it goes: click me.');
    expect(html).toContain('A raw link: raw link.');
    expect(html).toContain('A data link and another.');
    // An image from the web stays, its handlers gone.
    const image = '<img src="http://127.0.0.1:9/x.png" alt="">';
    expect(html).toContain(`<strong>Deprecated</strong>: ${image}Use <strong>label</strong> instead.`);
    expect(html).toContain('Styles applied to the root element.');
    expect(html).toContain(`The root slot. ${image}Renders <strong>the box</strong>.`);
    const twin = read(`${ROUTE.slice(1, -1)}.md`);
    expect(twin).toContain('The **bold** label, with `code` and a [normal link](https://example.com/docs/).');
    const api = JSON.parse(read(`${ROUTE.slice(1)}api.json`)) as ComponentApi;
    expect(api.props.label!.description).toBe('The **bold** label, with `code` and a [normal link](https://example.com/docs/).');
    expect(api.props.target!.description).toBe('Where it goes: click me.');
    expect(api.props.legacy!.deprecated).toBe('![](http://127.0.0.1:9/x.png)Use **label** instead.');
    expect(read('llms-full.txt')).toContain('The **bold** label, with `code` and a [normal link](https://example.com/docs/).');
  });

  it('runs nothing in Chromium: no global set, no request made, even with its links clicked', async () => {
    const server = await serveStatic(out);
    const browser = await launchChromium();
    try {
      const page = await browser.newPage();
      const dialogs: string[] = [];
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message());
        void dialog.dismiss();
      });
      await page.goto(server.url + ROUTE, { waitUntil: 'load' });
      for (const text of ['click me', 'raw link', 'data link', 'another']) {
        const link = page.getByText(text, { exact: true });
        if ((await link.count()) > 0) await link.first().click({ timeout: 2000 });
      }
      await page.waitForTimeout(300);
      expect(page.url()).toBe(server.url + ROUTE);
      expect(await page.evaluate(() => (window as unknown as { __pwned?: unknown }).__pwned)).toBeUndefined();
      expect(server.requests.filter((request) => request.includes('pwned'))).toEqual([]);
      expect(dialogs).toEqual([]);
    } finally {
      await browser.close();
      await server.close();
    }
  }, 60_000);
});
