import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor, renderMarkdown, renderMarkdownWith } from '../../../../src/build/markdown/processor.js';
import type { MarkdownInput } from '../../../../src/build/markdown/types.js';
import { count, slotMark } from './helpers.js';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../../..');
const corpus = resolve(repoRoot, '../shared/corpus/mui-material/data/material');

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return markdownFiles(path);
    return entry.name.endsWith('.md') ? [path] : [];
  });
}

/** What the page loader does: split the front matter and count the lines it took. */
function pageInput(path: string): MarkdownInput {
  const source = readFileSync(path, 'utf8');
  const { content, data } = matter(source);
  const head = source.slice(0, source.length - content.length);
  return {
    body: content,
    frontMatter: data,
    file: relative(corpus, path),
    lineOffset: count(head, '\n'),
    route: `/material-ui/${relative(corpus, dirname(path))}/`,
    resolveMarkdownLink: () => undefined,
  };
}

describe.skipIf(!existsSync(corpus))('MUI corpus (../shared/corpus/mui-material/data/material)', () => {
  const wholeTreeRaw = createMarkdownProcessor({ raw: { segments: false } });
  const files = existsSync(corpus) ? markdownFiles(corpus).sort() : [];

  it('has pages', () => {
    expect(files.length).toBeGreaterThan(40);
  });

  it.each(files.map((path) => [relative(corpus, path), path]))('renders %s', (_name, path) => {
    const input = pageInput(path);
    const result = renderMarkdown(input, slotMark);
    expect(result.title).toBeTruthy();
    expect(result.diagnostics.filter((d) => d.code === 'unknown-callout' || d.code === 'missing-title')).toEqual([]);
    // No diagnostic may point outside the file.
    const lines = readFileSync(path, 'utf8').split('\n').length;
    for (const d of result.diagnostics) expect(d.line).toBeLessThanOrEqual(lines);

    const openings = input.body.match(/^[ \t]*:::[A-Za-z]/gm)?.length ?? 0;
    expect(count(result.html, '<aside class="docsgen-callout ')).toBe(openings);
    expect(result.html).not.toMatch(/<aside[^>]*docsgen-callout-unknown/);

    // Directives and comments never leak into the output as text.
    expect(result.html).not.toContain('<!--');
    expect(result.html).not.toMatch(/<p>\s*\{\{"(demo|component)"/);
    expect(result.html).not.toMatch(/<\/?codeblock/i);
    expect(count(result.html, '[[demo ')).toBe(result.demos.length);
    expect(count(result.html, '[[component ')).toBe(result.components.length);

    // Every listed link is internal and lies within the file.
    for (const link of result.links) {
      expect(link.href).toMatch(/^(\/(?!\/)|\.\.?\/|#)/);
      expect(link.line).toBeGreaterThan(input.lineOffset);
      expect(link.line).toBeLessThanOrEqual(lines);
    }
    expect(new Set(result.headings.map((h) => h.id)).size).toBe(result.headings.length);

    // Re-parsing only the blocks with raw HTML gives exactly what re-parsing the whole page gives.
    expect(result).toEqual(renderMarkdownWith(wholeTreeRaw, input, slotMark));
  });
});
