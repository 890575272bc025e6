import fs from 'node:fs';
import path from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { scanOutline } from '../../../../src/build/markdown/outline.js';
import { renderMarkdown } from '../../../../src/build/markdown/processor.js';
import { listMarkdownFiles } from '../../../../src/build/site/pageFiles.js';
import type { MarkdownInput } from '../../../../src/build/markdown/types.js';
import { expectPageCount, PAGE_SOURCES, type PageSource } from '../../../helpers/corpus.js';
import { REPO_ROOT } from '../../../helpers/site.js';

const input = (body: string, extra: Partial<MarkdownInput> = {}): MarkdownInput => ({
  body,
  frontMatter: {},
  file: 'content/page.md',
  lineOffset: 0,
  route: '/page/',
  resolveMarkdownLink: (target) => (target === './other.md' ? '/other/' : undefined),
  ...extra,
});

describe('scanOutline', () => {
  it('finds title, heading ids, links, ids and directives', () => {
    const outline = scanOutline(
      input(
        [
          '# Title',
          '',
          '## Intro',
          '',
          'See [other](./other.md#part) and',
          'then [here](#intro-2) or <a href="/raw/#x" id="raw-id">raw</a>.',
          '',
          '## Intro',
          '',
          '{{"demo": "Demo.js", "bg": true}}',
          '',
          '{{"component": "Thing"}}',
          '',
          '```md',
          '[not a link](/inside/code/)',
          '## not a heading',
          '```',
        ].join('\n'),
        { lineOffset: 3 },
      ),
    );
    expect(outline.title).toBe('Title');
    expect(outline.headings.map((h) => h.id)).toEqual(['intro', 'intro-2']);
    expect(outline.ids).toEqual(['intro', 'intro-2', 'raw-id']);
    expect(outline.links).toEqual([
      { href: '/other/#part', line: 8, column: 5 },
      { href: '#intro-2', line: 9, column: 6 },
      { href: '/raw/#x', line: 9, column: 26 },
    ]);
    expect(outline.demos).toEqual([{ name: 'Demo.js', options: { bg: true }, line: 13 }]);
    expect(outline.components).toEqual([{ name: 'Thing', line: 15 }]);
    expect(outline.diagnostics).toEqual([]);
  });

  it('reports unknown callouts, bad directives and a missing title at their file lines', () => {
    const outline = scanOutline(input('Text\n\n:::tip\nx\n:::\n\n{{"demo": oops}}\n', { lineOffset: 2 }));
    expect(outline.diagnostics.map((d) => `${d.line} ${d.code}`)).toEqual(['5 unknown-callout', '9 invalid-directive', '1 missing-title']);
  });

  it('replaces emoji shortcodes in headings as the build does, so ids and titles agree', () => {
    const body = '# Ship :rocket:\n\n## Release :tada: notes\n\n## Code `:tada:` and ![:fire:](x.png)\n\n[go](#release-notes)\n';
    const outline = scanOutline(input(body));
    const rendered = renderMarkdown(input(body));
    expect(outline.title).toBe('Ship 🚀');
    expect(outline.headings.map((heading) => heading.id)).toEqual(['release-notes', 'code-tada-and']);
    expect(outline.title).toBe(rendered.title);
    expect(outline.headings).toEqual(rendered.headings);
  });

  it('reads raw HTML as the build does: unquoted attributes, character references, each at its element, none in comments or textareas', () => {
    const body = [
      '# T',
      '',
      '<img src=a.png>',
      '',
      '<p><img alt=x src=b&#46;png></p>',
      '',
      'Text <img src=c.png> and <a href=/d/ id=e>d</a> and <a href=/e/>e</a>.',
      '',
      '- item',
      '',
      '  <a href="/f/" name=f>f</a>',
      '',
      '> quoted <A HREF=/g/>g</A>',
      '',
      '<div>',
      '  <img',
      '    src=h.png>',
      '</div>',
      '',
      '<!-- <img src=no.png> --><textarea><a href=/no/>no</a></textarea>',
      '',
      '<img src=dir/text.png>',
      '<a href=/as/>',
      '[after](/i/)',
    ].join('\n');
    const outline = scanOutline(input(body, { lineOffset: 2 }));
    const rendered = renderMarkdown(input(body, { lineOffset: 2 }));
    const places = (links: readonly { href: string; line: number; column: number }[]) => links.map((link) => `${link.line}:${link.column} ${link.href}`);
    // `<a href=/d/ id=e>` and `<img src=dir/text.png>` are text to micromark (a / in an unquoted value), so to both.
    expect(places(outline.links)).toEqual(['9:53 /e/', '13:3 /f/', '15:10 /g/', '25:1 /as/', '26:1 /i/']);
    expect(places(outline.links)).toEqual(places(rendered.links));
    expect(outline.fileRefs.filter((ref) => ref.kind === 'image').map((ref) => `${ref.line}:${ref.column} ${ref.href}`)).toEqual([
      '5:1 a.png',
      '7:4 b.png',
      '9:6 c.png',
      '18:3 h.png',
    ]);
    expect(outline.ids).toContain('f');
    expect(outline.ids).not.toContain('e');
    expect(new Set(outline.ids)).toEqual(new Set(rendered.ids));
  });

  it('ignores links inside HTML comments and code', () => {
    const outline = scanOutline(input('# T\n\n<!-- <a href="/gone/">x</a> -->\n\n`[a](/b/)`\n'));
    expect(outline.links).toEqual([]);
  });
});

/**
 * The pages the two parsers are held to agree on: the example site's (as a build finds its pages:
 * no installed packages' READMEs), the corpus-like fixture's and the real MUI corpus's.
 */
const EXAMPLE_SITE: PageSource = {
  name: 'the example site',
  suffix: '',
  dir: path.join(REPO_ROOT, 'content'),
  route: '/',
  present: true,
  pages: { atLeast: 70 },
};

for (const source of [EXAMPLE_SITE, ...PAGE_SOURCES]) {
  describe.skipIf(!source.present)(`scanOutline agrees with the build pipeline on ${source.name}${source.suffix}`, () => {
    const pages = listMarkdownFiles(source.dir).files.map((file) => ({
      file: path.join(source.dir, file),
      text: fs.readFileSync(path.join(source.dir, file), 'utf8'),
    }));
    it('has real pages to compare', () => {
      expectPageCount(source, pages.length);
    });
    it.each(pages.map((page) => [path.relative(REPO_ROOT, page.file), page] as const))('%s', (_, page) => {
      const parsed = matter(page.text, {});
      const lineOffset = page.text.split('\n').length - parsed.content.split('\n').length;
      const pageInput = input(parsed.content, { frontMatter: parsed.data, lineOffset, resolveMarkdownLink: (target) => `/resolved/${target}/` });
      const outline = scanOutline(pageInput);
      const rendered = renderMarkdown(pageInput);
      // The ids GFM gives footnotes (`user-content-fn-…`, `user-content-fnref-…`, `footnote-label`), and links to them, are the build's only.
      const footnoteId = (id: string) => id.startsWith('user-content-') || id === 'footnote-label';
      const withoutFootnotes = <T extends { href: string }>(links: T[]) =>
        links.filter((link) => !(link.href.startsWith('#') && footnoteId(link.href.slice(1))));
      expect(outline.title).toBe(rendered.title);
      expect(outline.headings).toEqual(rendered.headings);
      expect(new Set(outline.ids.filter((id) => !footnoteId(id)))).toEqual(new Set(rendered.ids.filter((id) => !footnoteId(id))));
      expect(withoutFootnotes(outline.links).map((link) => `${link.line} ${link.href}`)).toEqual(
        withoutFootnotes(rendered.links).map((link) => `${link.line} ${link.href}`),
      );
      expect(outline.demos).toEqual(rendered.demos);
      expect(outline.components).toEqual(rendered.components);
      const errors = (list: { severity: string; code: string; line: number }[]) =>
        list
          .filter((d) => d.severity === 'error')
          .map((d) => `${d.line} ${d.code}`)
          .sort();
      expect(errors(outline.diagnostics)).toEqual(errors(rendered.diagnostics));
    });
  });
}
