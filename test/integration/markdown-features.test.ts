import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/build/build.js';
import { buildSite, copyFixture, readOutput, tempDir } from '../helpers/site.js';

const ROUTE = '/material-ui/guides/features/';
const cleanup: string[] = [];
let out: string;
let result: BuildResult;
let html: string;

beforeAll(async () => {
  const root = copyFixture('markdown-features');
  out = tempDir('docsgen-markdown-features-');
  cleanup.push(root, out);
  result = await buildSite(root, out);
  html = readOutput(out, ROUTE);
});
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

/** The page's code blocks' text, tags taken out and entities decoded (what the Copy button copies). */
const codeText = (block: string) =>
  /<code[^>]*>([\s\S]*?)<\/code>/
    .exec(block)![1]!
    .replace(/<[^>]+>/g, '')
    .replace(/&#x3C;/g, '<')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

describe('markdown that Docusaurus and VitePress users expect', () => {
  it('builds without problems', () => {
    expect(result.diagnostics).toEqual([]);
  });

  it('keeps GFM column alignment on every cell', () => {
    expect(html).toContain('<th align="left">Prop</th>\n<th align="center">Default</th>\n<th align="right">Size</th>');
    expect(html).toMatch(/<td align="left"><code>variant<\/code><\/td>\n<td align="center"><code>'text'<\/code><\/td>\n<td align="right">12<\/td>/);
  });

  it('turns :emoji: shortcodes in text into emoji, not in code nor unknown ones', () => {
    expect(html).toContain('Released 🎉 with ✨ new things; <code>:tada:</code> in code stays, and so does :no_such_emoji:.');
  });

  it('shows a fence’s title above its code and marks its {2,4-5} lines, the code’s text unchanged', () => {
    const block = /<div class="docsgen-code-titled">[\s\S]*?<\/pre><\/div>/.exec(html)?.[0] ?? '';
    expect(block).toContain('<div class="docsgen-code-title">App.tsx</div><pre class="docsgen-code"><code class="hljs language-tsx">');
    const marked = [...block.matchAll(/<span class="docsgen-line-highlighted">([\s\S]*?)\n<\/span>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));
    // Lines 2 (empty), 4 and 5.
    expect(marked).toEqual(['', "  const label = 'Hello';", '  return &#x3C;Button>{label}&#x3C;/Button>;']);
    expect(codeText(block)).toBe(
      "import Button from '@mui/material/Button';\n\nexport default function App() {\n  const label = 'Hello';\n  return <Button>{label}</Button>;\n}\n",
    );
    // A block without meta is as before: no title, no marked line.
    expect(html).toContain('<pre class="docsgen-code"><code class="hljs language-bash">npm install @mui/material\n</code></pre>');
    expect(html).not.toContain('data-docsgen-lines');
  });

  it('ships the styles of alignment, titles and highlighted lines, light and dark', () => {
    const css = fs
      .readdirSync(path.join(out, '_docsgen'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.css'))
      .map((file) => fs.readFileSync(path.join(out, '_docsgen', file), 'utf8'))
      .join('\n');
    // (Content styles stop at demos: `:where(:not(.docsgen-demo-root *))`.)
    expect(css).toMatch(/:is\(th,\s*td\)\[align=['"]?center['"]?\](:where\([^)]*\*\)\))?\s*\{\s*text-align:\s*center/);
    expect(css).toContain('.docsgen-code-title');
    expect(css).toMatch(/\.docsgen-line-highlighted\s*\{[^}]*background:\s*var\(--docsgen-code-line-highlight\)/);
    expect(css.match(/--docsgen-code-line-highlight:/g)?.length).toBe(2);
  });

  it('writes the search vocabulary of titles and headings beside the index', () => {
    const words = JSON.parse(fs.readFileSync(path.join(out, '_docsgen/search/0/docsgen-words.json'), 'utf8')) as { words: Record<string, number> };
    // The page's title and h1, and the home page's (`Markdown Features Fixture`).
    expect(words.words).toMatchObject({ markdown: 4, features: 4, table: 1, alignment: 1, titled: 1, code: 1 });
    expect(words.words).not.toHaveProperty('released');
  });
});
