import { describe, expect, it } from 'vitest';
import { checkLinks, linkTarget } from '../../../../src/build/links/checkLinks.js';
import { render } from '../markdown/helpers.js';

describe('linkTarget', () => {
  it.each([
    ['#intro', '/a/b/', { route: '/a/b/', hash: 'intro' }],
    ['/x/y', '/a/', { route: '/x/y/', hash: '' }],
    ['/x/y/?tab=1#part', '/a/', { route: '/x/y/', hash: 'part' }],
    ['../c/', '/a/b/', { route: '/a/c/', hash: '' }],
    ['./d/#x', '/a/b/', { route: '/a/b/d/', hash: 'x' }],
    ['/zh/x/', '/a/', { route: '/x/', hash: '' }],
    ['/x/index.html#%D0%BF', '/a/', { route: '/x/', hash: 'п' }],
    ['/static/logo.png', '/a/', undefined],
    ['./missing.md#h', '/a/', { route: '/a/missing.md', hash: 'h' }],
  ])('%s from %s', (href, route, expected) => {
    expect(linkTarget(href, route)).toEqual(expected);
  });
});

describe('checkLinks', () => {
  const pages = [
    {
      file: 'a.md',
      route: '/a/',
      ids: ['intro'],
      links: [
        { href: '/b/#usage', line: 3, column: 1 },
        { href: '#intro', line: 4, column: 1 },
        { href: '#top', line: 5, column: 1 },
      ],
    },
    {
      file: 'b.md',
      route: '/b/',
      ids: ['usage'],
      links: [
        { href: '/c/', line: 7, column: 2 },
        { href: '/a/#outro', line: 8, column: 3 },
      ],
    },
  ];
  it('reports links to missing routes and anchors to missing ids, with their places', () => {
    expect(checkLinks(pages, new Set(['/a/', '/b/']))).toEqual([
      expect.objectContaining({ severity: 'error', code: 'broken-link', file: 'b.md', line: 7, column: 2 }),
      expect.objectContaining({
        severity: 'error',
        code: 'broken-anchor',
        file: 'b.md',
        line: 8,
        column: 3,
        message: 'Broken anchor /a/#outro: /a/ has no heading or element with the id "outro"',
      }),
    ]);
  });
  it('can report them as warnings', () => {
    expect(checkLinks(pages, new Set(['/a/', '/b/']), 'warning').every((d) => d.severity === 'warning')).toBe(true);
  });

  it('reaches percent-encoded heading ids written encoded or not', () => {
    const page = (links: string[]) => ({
      file: 'c.md',
      route: '/c/',
      ids: ['caf%C3%A9', 'plain'],
      links: links.map((href, index) => ({ href, line: index + 1, column: 1 })),
    });
    expect(checkLinks([page(['#caf%C3%A9', '#café', '/c/#caf%c3%a9', '#plain'])], new Set(['/c/']))).toEqual([]);
    expect(checkLinks([page(['#cafe'])], new Set(['/c/']))).toEqual([expect.objectContaining({ code: 'broken-anchor' })]);
  });
});

describe('links written against mui.com heading ids', () => {
  it('are not reported broken; links to the old docsgen ids are', () => {
    const body = [
      '# Page',
      '',
      '## What\'s new & "next"',
      '',
      '### `<Box>` props',
      '',
      '## Café 💎',
      '',
      '[a](#whats-new-amp-quot-next-quot) [b](#box-gt-props) [c](#caf%C3%A9) [d](#café)',
      '',
      '[old](#what-s-new-next)',
    ].join('\n');
    const result = render(body);
    const diagnostics = checkLinks([{ file: 'p.md', route: '/material-ui/page/', links: result.links, ids: result.ids }], new Set(['/material-ui/page/']));
    expect(diagnostics.map((d) => `${d.line} ${d.code}`)).toEqual(['11 broken-anchor']);
  });
});
