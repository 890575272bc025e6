import { readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { createMarkdownProcessor, renderMarkdown, renderMarkdownWith } from '../../../../src/build/markdown/processor.js';
import type { MarkdownInput } from '../../../../src/build/markdown/types.js';
import { expectPageCount, PAGE_SOURCES, sourcePages, type PageSource } from '../../../helpers/corpus.js';
import { count, slotMark } from './helpers.js';

/** What the page loader does: split the front matter and count the lines it took. */
function pageInput(source: PageSource, path: string): MarkdownInput {
  const text = readFileSync(path, 'utf8');
  const { content, data } = matter(text);
  const head = text.slice(0, text.length - content.length);
  return {
    body: content,
    frontMatter: data,
    file: relative(source.dir, path),
    lineOffset: count(head, '\n'),
    route: `${source.route}${relative(source.dir, dirname(path))}/`,
    resolveMarkdownLink: () => undefined,
  };
}

for (const source of PAGE_SOURCES) {
  describe.skipIf(!source.present)(`every page of ${source.name}${source.suffix}`, () => {
    const wholeTreeRaw = createMarkdownProcessor({ raw: { segments: false } });
    const files = sourcePages(source);

    it('has pages', () => {
      expectPageCount(source, files.length);
    });

    it.each(files.map((path) => [relative(source.dir, path), path]))('renders %s', (_name, path) => {
      const input = pageInput(source, path);
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

      // Every listed link is internal and lies within the file, but for the back-references GFM adds to
      // footnotes: written nowhere, they have no place (line 0).
      for (const link of result.links) {
        expect(link.href).toMatch(/^(\/(?!\/)|\.\.?\/|#)/);
        if (link.href.startsWith('#user-content-fnref-')) {
          expect(link.line).toBe(0);
          continue;
        }
        expect(link.line).toBeGreaterThan(input.lineOffset);
        expect(link.line).toBeLessThanOrEqual(lines);
      }
      expect(new Set(result.headings.map((h) => h.id)).size).toBe(result.headings.length);

      // Re-parsing only the blocks with raw HTML gives exactly what re-parsing the whole page gives,
      // but for one known difference (footnotes; the corpus has none): the whole page re-parsed has
      // GFM's valueless `data-footnotes` and `data-footnote-ref` written `=""`, the same to a browser.
      const wholeTree = renderMarkdownWith(wholeTreeRaw, input, slotMark);
      expect(result).toEqual({ ...wholeTree, html: wholeTree.html.replace(/ (data-footnotes|data-footnote-ref)=""/g, ' $1') });
    });
  });
}
