import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { limitProblem, MAX_HEADINGS, MAX_LINKS, MAX_LIST_ITEMS, MAX_NESTING, MAX_NODES, MAX_PARAGRAPH_BYTES } from '../../../../src/build/markdown/limits.js';
import { renderMarkdown, renderMarkdownWith, type MarkdownProcessor } from '../../../../src/build/markdown/processor.js';
import { scanOutline } from '../../../../src/build/markdown/outline.js';
import { REPO_ROOT } from '../../../helpers/site.js';

const input = (body: string) => ({ body, frontMatter: {}, file: 'deep.md', lineOffset: 2, route: '/deep/', resolveMarkdownLink: () => undefined });
const DEEP = 10_000;

/** Pages nested too deeply, with the body line where the nesting passes the limit. */
const deepPages: Record<string, [string, number]> = {
  'a list': [`# T\n\n${'- '.repeat(DEEP)}x\n`, 3],
  'an ordered list': [`# T\n\n${'1. '.repeat(DEEP)}x\n`, 3],
  'a list nested by indentation': [`# T\n\n${Array.from({ length: MAX_NESTING + 5 }, (_, i) => `${'  '.repeat(i)}- x`).join('\n')}\n`, 3 + MAX_NESTING],
  'a block quote': [`# T\n\n${'>'.repeat(DEEP)} x\n`, 3],
  'HTML elements': [`# T\n\n${'<div>'.repeat(DEEP)}x${'</div>'.repeat(DEEP)}\n`, 3],
  'HTML elements over lines': [`# T\n\n${'<span>\n'.repeat(DEEP)}x\n`, 3 + MAX_NESTING],
  'emphasis marks': [`# T\n\n${'*'.repeat(DEEP)}x${'*'.repeat(DEEP)}\n`, 3],
};

describe('the nesting limit', () => {
  for (const [what, [body, line]] of Object.entries(deepPages)) {
    it(`refuses ${what} nested too deep with one diagnostic at its line, in build and check alike`, () => {
      expect(limitProblem(body)).toMatchObject({ kind: 'nesting', line });
      const rendered = renderMarkdown(input(body));
      const outline = scanOutline(input(body));
      for (const result of [rendered, outline]) {
        expect(result.diagnostics).toEqual([expect.objectContaining({ code: 'nesting-too-deep', file: 'deep.md', line: line + 2, column: 1 })]);
      }
      expect(rendered.html).toBe('');
    });
  }

  it('renders nesting up to the limit', () => {
    const body = `# T\n\n${'<div>'.repeat(MAX_NESTING - 1)}x${'</div>'.repeat(MAX_NESTING - 1)}\n\n${'> '.repeat(MAX_NESTING - 1)}y\n`;
    expect(limitProblem(body)?.kind).not.toBe('nesting');
    const rendered = renderMarkdown(input(body));
    expect(rendered.diagnostics).toEqual([]);
    expect(rendered.html.split('<blockquote>').length - 1).toBe(MAX_NESTING - 1);
  });

  it('does not count tags in code spans and fences, or elements without content', () => {
    const body = `${'Use the `<Box>` component.\n'.repeat(500)}\n\`\`\`jsx\n${'<Box>\n'.repeat(500)}\`\`\`\n${'<br><img src="a.png"><p>\n'.repeat(500)}`;
    expect(limitProblem(body)?.kind).not.toBe('nesting');
  });

  it('finds nothing in the pages of the example site and the fixtures', () => {
    for (const dir of ['content', 'test/fixtures/sites']) {
      const root = path.join(REPO_ROOT, dir);
      for (const file of fs.readdirSync(root, { recursive: true }) as string[]) {
        if (!file.endsWith('.md')) continue;
        expect(limitProblem(fs.readFileSync(path.join(root, file), 'utf8')), file).toBeUndefined();
      }
    }
  });

  it('refuses a paragraph longer than the limit at its first line, in build and check alike, and not long lists, tables or code', () => {
    const long = `# T\n\nShort one.\n\n${'Some *text* with a [link](#t).\n'.repeat(Math.ceil(MAX_PARAGRAPH_BYTES / 30) + 1)}`;
    expect(limitProblem(long)).toEqual({ kind: 'paragraph', line: 5 });
    for (const result of [renderMarkdown(input(long)), scanOutline(input(long))]) {
      expect(result.diagnostics).toEqual([expect.objectContaining({ code: 'paragraph-too-long', line: 7, column: 1 })]);
    }
    const many = Math.ceil(MAX_PARAGRAPH_BYTES / 10);
    const fine = [
      `${'- [an item](#t)\n'.repeat(many)}`,
      `| a | b |\n| - | - |\n${'| x | y |\n'.repeat(many)}`,
      `\`\`\`\n${'code line\n'.repeat(many)}\`\`\``,
      `    ${'indented code\n    '.repeat(many)}`,
      `<div>\n${'<p>html</p>\n'.repeat(many)}</div>`,
      `${'A short paragraph.\n\n'.repeat(many)}`,
    ];
    for (const body of fine) expect(limitProblem(body), body.slice(0, 20)).toBeUndefined();
  });

  it('turns a crash of the markdown libraries into a diagnostic, never a thrown error', () => {
    const overflowing = {
      parse() {
        throw new RangeError('Maximum call stack size exceeded');
      },
    } as unknown as MarkdownProcessor;
    const result = renderMarkdownWith(overflowing, input('# T\n'));
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'markdown-failed', message: 'Cannot render this page: it nests too deeply', file: 'deep.md', line: 1 }),
    ]);
    expect(result.html).toBe('');
  });
});

/** Pages within the size limit that hold too much, with the kind, the code and the body line where the count passes its limit. */
const busyPages: Record<string, [body: string, kind: string, code: string, line: number]> = {
  // The probe's page: 2 MB of 64,000 short sections (a heading and a line of text each, three lines).
  'sections (64,000 headings)': [
    Array.from({ length: 64_000 }, (_, i) => `## Section ${i}\n\nText.\n`).join('\n'),
    'headings',
    'too-many-headings',
    4 * MAX_HEADINGS + 1,
  ],
  'setext headings': ['Title\n=====\n\n'.repeat(MAX_HEADINGS + 1), 'headings', 'too-many-headings', 3 * MAX_HEADINGS + 2],
  'list items': ['- item `code`\n'.repeat(MAX_LIST_ITEMS + 1), 'list-items', 'too-many-list-items', MAX_LIST_ITEMS + 1],
  'list items nested on one line': ['- - x\n'.repeat(MAX_LIST_ITEMS / 2 + 1), 'list-items', 'too-many-list-items', MAX_LIST_ITEMS / 2 + 1],
  links: [`${'[a](#b) '.repeat(1000)}\n\n`.repeat(MAX_LINKS / 1000 + 1), 'links', 'too-many-links', 2 * (MAX_LINKS / 1000) + 1],
  'table cells': [`| a | b |\n| - | - |\n${'|x|y|z|w|\n'.repeat(MAX_NODES / 6)}`, 'nodes', 'too-many-nodes', 0],
};

describe('the limits on what a page holds', () => {
  for (const [what, [body, kind, code, line]] of Object.entries(busyPages)) {
    it(`refuses a page of too many ${what} at once, with one diagnostic at the line, in build and check alike`, () => {
      expect(body.length).toBeLessThan(2 * 1024 * 1024);
      const problem = limitProblem(body);
      expect(problem?.kind).toBe(kind);
      if (line > 0) expect(problem?.line).toBe(line);
      const started = performance.now();
      const rendered = renderMarkdown(input(body));
      const outline = scanOutline(input(body));
      expect(performance.now() - started).toBeLessThan(2000);
      for (const result of [rendered, outline]) {
        expect(result.diagnostics).toEqual([expect.objectContaining({ code, file: 'deep.md', line: problem!.line + 2, column: 1 })]);
      }
      expect(rendered.html).toBe('');
    });
  }

  it('counts neither code in fences nor an inline link twice, and lets a page up to the limits pass', () => {
    expect(limitProblem(`\`\`\`\n${'# not a heading [a](b) |x|x|x|x|x|x|x|x|x|x|\n'.repeat(MAX_NODES / 10)}\`\`\`\n`)).toBeUndefined();
    expect(limitProblem(`${'[a](https://example.com) '.repeat(1000)}\n\n`.repeat(MAX_LINKS / 1000))).toBeUndefined();
    expect(limitProblem(`## Section\n\nText.\n\n`.repeat(MAX_HEADINGS))).toBeUndefined();
    expect(limitProblem('- item\n'.repeat(MAX_LIST_ITEMS))).toBeUndefined();
  });
});
