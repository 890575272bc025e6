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

describe('links into routes another build serves', () => {
  const externals = [{ prefix: '/x/', productId: 'x-data-grid' }, { prefix: '/toolpad/' }];
  const page = (...hrefs: string[]) => ({ file: 'p.md', route: '/p/', ids: [], links: hrefs.map((href, index) => ({ href, line: index + 1, column: 1 })) });

  it('are valid whatever page or anchor they name, absolute or relative', () => {
    const links = page('/x/react-data-grid/', '/x/react-data-grid/editing/#no-such-heading', '/toolpad/core?x=1', '../x/introduction/');
    expect(checkLinks([links], new Set(['/p/']), 'error', new Map(), externals)).toEqual([]);
  });

  it('are broken when their route is not well formed', () => {
    const diagnostics = checkLinks([page('/x/%E0%A4%A/')], new Set(['/p/']), 'error', new Map(), externals);
    expect(diagnostics).toEqual([expect.objectContaining({ code: 'broken-link', line: 1 })]);
    expect(diagnostics[0]!.message).toMatch(
      /^Broken link \/x\/%E0%A4%A\/: it is under \/x\/, which another build serves, but is not a well-formed route: .*malformed percent-encoding/,
    );
  });

  it('leave a missing page outside every prefix broken', () => {
    const diagnostics = checkLinks([page('/xylophone/', '/material-ui/x/')], new Set(['/p/']), 'error', new Map(), externals);
    expect(diagnostics.map((d) => d.message)).toEqual([
      'Broken link /xylophone/: no page has the route /xylophone/',
      'Broken link /material-ui/x/: no page has the route /material-ui/x/',
    ]);
  });

  it('are written as plain links at the url of the build that serves them, and recorded for the check', () => {
    const result = render('[grid](/x/react-data-grid/#demo) [intro](/x/introduction/) [here](/p/)', {
      base: '/docs/',
      externals: [{ prefix: '/x/react-data-grid/', url: 'https://mui.com' }, { prefix: '/x/' }],
    });
    expect(result.html).toContain('<a href="https://mui.com/x/react-data-grid/#demo">grid</a>');
    expect(result.html).toContain('<a href="/docs/x/introduction/">intro</a>');
    expect(result.html).toContain('<a href="/docs/p/">here</a>');
    expect(result.links.map((link) => link.href)).toEqual(['/x/react-data-grid/#demo', '/x/introduction/', '/p/']);
  });
});

describe('links into the pages of an API source that could not be read', () => {
  const page = (...hrefs: string[]) => ({ file: 'p.md', route: '/p/', ids: [], links: hrefs.map((href, index) => ({ href, line: index + 1, column: 1 })) });

  it('are not reported (the source has its error), by their route: links elsewhere still are', () => {
    const links = page('/acme/api/widget/', '/acme/api/widget/#prop-size', '../acme/api/', '/acme/apis/', '/gone/');
    const diagnostics = checkLinks([links], new Set(['/p/']), 'error', new Map(), [], ['/acme/api/']);
    expect(diagnostics.map(({ code, line }) => ({ code, line }))).toEqual([
      { code: 'broken-link', line: 4 },
      { code: 'broken-link', line: 5 },
    ]);
  });
});
