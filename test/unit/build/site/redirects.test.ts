import { describe, expect, it } from 'vitest';
import { checkLinks } from '../../../../src/build/links/checkLinks.js';
import { configRedirectRules, parseRedirectsFile, redirectMap, resolveRedirects, type RedirectRule } from '../../../../src/build/site/redirects.js';

const rule = (from: string, to: string, line = 1): RedirectRule => ({ from, to, status: 301, place: { file: '_redirects', line } });

describe('parseRedirectsFile', () => {
  it('reads "/from /to [status]" lines, skipping comments and blank lines', () => {
    const text = '# moved pages\n\n/old/ /new/\n  /older   /new/#part  302!\r\n/away https://example.com/x 308\n';
    const { rules, diagnostics } = parseRedirectsFile(text, '_redirects');
    expect(diagnostics).toEqual([]);
    expect(rules).toEqual([
      { from: '/old/', to: '/new/', status: 301, place: { file: '_redirects', line: 3, column: 1 } },
      { from: '/older', to: '/new/#part', status: 302, place: { file: '_redirects', line: 4, column: 3 } },
      { from: '/away', to: 'https://example.com/x', status: 308, place: { file: '_redirects', line: 5, column: 1 } },
    ]);
  });

  it('reports a line it cannot read as an error naming the file and line', () => {
    const { rules, diagnostics } = parseRedirectsFile('/ok/ /new/\n/lonely\nold/ /new/\n/a/ /b/ fast\n/a/ new/\n', '_redirects');
    expect(rules).toHaveLength(1);
    expect(diagnostics.map((d) => [d.severity, d.code, d.file, d.line])).toEqual([
      ['error', 'redirect-invalid', '_redirects', 2],
      ['error', 'redirect-invalid', '_redirects', 3],
      ['error', 'redirect-invalid', '_redirects', 4],
      ['error', 'redirect-invalid', '_redirects', 5],
    ]);
    expect(diagnostics[0]!.message).toBe('_redirects line 2: expected "/from /to [status]", found only "/lonely"');
  });

  it('leaves host-only rules (splats, placeholders, rewrites, conditions) to the host with a warning', () => {
    const text = '/blog/* /news/:splat\n/p/:id /q/:id 301\n/app/ /index.html 200\n/x/ /y/ 302 Country=us\n';
    const { rules, diagnostics } = parseRedirectsFile(text, '_redirects');
    expect(rules).toEqual([]);
    expect(diagnostics.map((d) => `${d.severity} ${d.code} ${d.line}`)).toEqual([
      'warning redirect-unsupported 1',
      'warning redirect-unsupported 2',
      'warning redirect-unsupported 3',
      'warning redirect-unsupported 4',
    ]);
  });
});

describe('resolveRedirects', () => {
  const routes = new Set(['/', '/new/', '/c/']);

  it('normalizes routes and follows chains to where they end, keeping the first anchor', () => {
    const { redirects, diagnostics } = resolveRedirects(
      [rule('/old', '/new'), rule('/a/', '/b/#x'), rule('/b/', '/c/'), rule('/ext/', 'https://e.org/')],
      routes,
    );
    expect(diagnostics).toEqual([]);
    expect(redirectMap(redirects)).toEqual(
      new Map([
        ['/old/', '/new/'],
        ['/a/', '/c/#x'],
        ['/b/', '/c/'],
        ['/ext/', 'https://e.org/'],
      ]),
    );
  });

  it('reports a redirect onto a missing route, a loop, a from that is a page, and a repeated from', () => {
    const { redirects, diagnostics } = resolveRedirects(
      [
        rule('/gone/', '/nowhere/', 1),
        rule('/l1/', '/l2/', 2),
        rule('/l2/', '/l1/', 3),
        rule('/new/', '/c/', 4),
        rule('/ok/', '/c/', 5),
        rule('/ok', '/new/', 6),
      ],
      routes,
    );
    expect(redirects.map((r) => r.from)).toEqual(['/ok/']);
    expect(diagnostics.map((d) => `${d.line} ${d.code}`)).toEqual([
      '4 redirect-shadows-page',
      '6 redirect-duplicate',
      '1 redirect-missing-target',
      '2 redirect-loop',
      '3 redirect-loop',
    ]);
    expect(diagnostics.find((d) => d.line === 2)!.message).toBe('Redirect from /l1/ loops: /l1/ → /l2/ → /l1/');
  });

  it('places config redirects at their line in the config', () => {
    const source = { file: 'docsgen.config.json', text: '{\n  "redirects": [\n    { "from": "/old/", "to": "/new/" }\n  ]\n}\n' };
    expect(configRedirectRules([{ from: '/old/', to: '/new/', status: 301 }], source)[0]!.place).toEqual({ file: 'docsgen.config.json', line: 3 });
  });
});

describe('links to redirected routes', () => {
  it('are checked where the redirect ends, their anchor first', () => {
    const redirects = new Map([
      ['/old/', '/new/'],
      ['/moved/', '/new/#part'],
      ['/out/', 'https://e.org/'],
    ]);
    const page = {
      file: 'p.md',
      route: '/p/',
      ids: [],
      links: ['/old/', '/old/#part', '/moved/', '/out/#x', '/old/#nope', '/never/'].map((href, index) => ({ href, line: index + 1, column: 1 })),
    };
    const target = { file: 'new.md', route: '/new/', ids: ['part'], links: [] };
    const diagnostics = checkLinks([page, target], new Set(['/p/', '/new/']), 'error', redirects);
    expect(diagnostics.map((d) => `${d.line} ${d.code}`)).toEqual(['5 broken-anchor', '6 broken-link']);
  });
});
