import { describe, expect, it } from 'vitest';
import { outlineHtml } from '../../../../src/build/markdown/outlineHtml.js';
import { scanOutline } from '../../../../src/build/markdown/outline.js';
import { renderMarkdown } from '../../../../src/build/markdown/processor.js';

const input = (body: string) => ({ body, frontMatter: {}, file: 'content/page.md', lineOffset: 0, route: '/page/', resolveMarkdownLink: () => undefined });

describe('outlineHtml', () => {
  it("gives h2 and h3 the outline's ids, in order, and leaves the h1 and h4 as they are", () => {
    const body = '# Title\n\n## Install\n\nText with `code`.\n\n### Install\n\n#### Deep\n\n## Use it\n';
    const ids = scanOutline(input(body)).headings.map((heading) => heading.id);
    const html = outlineHtml(body, ids);
    expect(html).toContain('<h1>Title</h1>');
    expect(html).toContain('<h2 id="install">Install</h2>');
    expect(html).toContain('<h3 id="install-2">Install</h3>');
    expect(html).toContain('<h4>Deep</h4>');
    expect(html).toContain('<h2 id="use-it">Use it</h2>');
    expect(html).toContain('<p>Text with <code>code</code>.</p>');
  });

  it('gives headings the ids the build gives them', () => {
    const body = '# T\n\n## Hello *world* :tada:\n\n### `createTheme()` options\n\n## Hello world\n';
    const ids = scanOutline(input(body)).headings.map((heading) => heading.id);
    const built = renderMarkdown(input(body)).html;
    for (const id of ids) {
      expect(built).toContain(`id="${id}"`);
      expect(outlineHtml(body, ids)).toContain(`id="${id}"`);
    }
    expect(ids).toHaveLength(3);
  });
});
