import { describe, expect, it } from 'vitest';
import { parseMarkdown } from '../../../../src/build/markdown/processor.js';
import { markdownTwin, type TwinContext } from '../../../../src/build/twin/markdownTwin.js';
import { twinLinkResolver } from '../../../../src/build/twin/twinUrls.js';

/** The twin of `body` on the page /guide/page/ of https://x.org with base /docs/; demos are found in `demos`. */
function twinOf(body: string, demos: Record<string, string> = {}, title?: string): string {
  const parsed = parseMarkdown({
    body,
    frontMatter: title ? { title } : {},
    file: 'content/guide/page.md',
    lineOffset: 0,
    route: '/guide/page/',
    resolveMarkdownLink: () => '/guide/other/',
  });
  const context: TwinContext = {
    title: parsed.title,
    demoCode: (name) => (demos[name] === undefined ? undefined : { fileName: name.replace(/\.js$/, '.tsx'), language: 'tsx', code: demos[name] }),
    link: twinLinkResolver({ siteUrl: 'https://x.org', base: '/docs/' }, '/guide/page/', () => '/guide/other/'),
  };
  return markdownTwin(body, parsed.twin.edits, parsed.twin.hasH1, context);
}

describe('markdownTwin', () => {
  it('fences a demo longer than any backtick run in its code', () => {
    expect(twinOf('# T\n\n{{"demo": "A.js"}}\n', { 'A.js': 'const s = ```x```;\n' })).toBe('# T\n\n````tsx title="A.tsx"\nconst s = ```x```;\n````\n');
  });

  it('notes a demo that has no code', () => {
    expect(twinOf('# T\n\n{{"demo": "Gone.js"}}\n')).toBe('# T\n\n*The demo Gone.js is not available.*\n');
  });

  it('keeps an invalid directive as written', () => {
    expect(twinOf('# T\n\n{{"demo": oops}}\n')).toBe('# T\n\n{{"demo": oops}}\n');
  });

  it('makes links absolute: .md, root, relative, anchors, definitions, angle brackets; leaves other sites alone', () => {
    const twin = twinOf(
      '# T\n\n[a](./other.md#x) [b](/guide/b/) [c](../c/) [d](#d) [e](https://e.org/) [f](<../with space/>) [g][g] ![i](/img/i.png "Title")\n\n[g]: /guide/g/ "G"\n',
    );
    expect(twin).toBe(
      '# T\n\n[a](https://x.org/docs/guide/other/#x) [b](https://x.org/docs/guide/b/) [c](https://x.org/docs/guide/c/) [d](https://x.org/docs/guide/page/#d) ' +
        '[e](https://e.org/) [f](<https://x.org/docs/guide/with%20space/>) [g][g] ![i](https://x.org/docs/img/i.png "Title")\n\n[g]: https://x.org/docs/guide/g/ "G"\n',
    );
  });

  it('makes a callout with a link inside a blockquote, and leaves code untouched', () => {
    const body = '# T\n\n:::error\nSee [b](/b/).\n\n```md\n[x](/x/)\n```\n:::\n';
    expect(twinOf(body)).toBe('# T\n\n> **Error**: See [b](https://x.org/docs/b/).\n>\n> ```md\n> [x](/x/)\n> ```\n');
  });

  it('puts the front matter title first when the body has no h1, and keeps one blank line where HTML went', () => {
    expect(twinOf('<!-- a -->\n\nText.\n\n<!-- b -->\n\n\n<!-- c -->\n\nMore.\n', {}, 'Titled')).toBe('# Titled\n\nText.\n\nMore.\n');
  });

  it('is the same text for the same input', () => {
    const body = '# T\n\n:::info\nHi [a](./a.md)\n:::\n\n{{"demo": "A.js"}}\n';
    expect(twinOf(body, { 'A.js': 'x' })).toBe(twinOf(body, { 'A.js': 'x' }));
  });
});
