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

  it('leaves the rules only the host applies (splats, placeholders, rewrites, 404s, queries, conditions, domains) to it, without a word', () => {
    const text = [
      '/blog/* /news/:splat',
      '/p/:id /q/:id 301',
      '/app/ /index.html 200',
      '/x/ /y/ 302 Country=us',
      '/store id=:id /blog/:id 301',
      '/closed /closed.html 404',
      'https://old.example.com/* https://example.com/:splat 301!',
      '/docs/ /react-:slug/ 302',
      '/kept/ /new/ 301!',
      '/away/ https://example.com:8443/x 308',
    ].join('\n');
    const { rules, diagnostics } = parseRedirectsFile(text, '_redirects');
    expect(diagnostics).toEqual([]);
    expect(rules).toEqual([
      { from: '/kept/', to: '/new/', status: 301, place: { file: '_redirects', line: 9, column: 1 } },
      { from: '/away/', to: 'https://example.com:8443/x', status: 308, place: { file: '_redirects', line: 10, column: 1 } },
    ]);
  });

  it("reads a real site's file in Netlify's syntax without a false error, and reports only its real mistakes at their lines", () => {
    const text = `# Redirects of the docs: Netlify reads this file, docsgen follows the plain ones.
# Old product roots
/getting-started/                        /material-ui/getting-started/           301
/getting-started/*                       /material-ui/getting-started/:splat     301
/components/:slug/                        /material-ui/react-:slug/               301!

# Rewrites and proxies
/r/*                                     https://mui-redirects.example.com/:splat   200
/api/*                                   /.netlify/functions/:splat              200!
/store      id=:id  tag=:tag             /blog/:id/:tag                         301
/search     q=:q                          /search-results/?q=:q                  302

# Per country and language
/           /fr/    302   Country=fr,be  Language=fr
/admin/*    /admin/:splat  200   Role=admin
/admin/*    /login/        401

	
/material-ui/old-page/    /material-ui/new-page/#anchor    # moved in v5
/en/*       /:splat     301
/*          /404.html   404
/typo /somewhere/ 30l
/no-target-here
`;
    const { rules, diagnostics } = parseRedirectsFile(text, 'public/_redirects');
    expect(rules).toEqual([
      { from: '/getting-started/', to: '/material-ui/getting-started/', status: 301, place: { file: 'public/_redirects', line: 3, column: 1 } },
      { from: '/material-ui/old-page/', to: '/material-ui/new-page/#anchor', status: 301, place: { file: 'public/_redirects', line: 19, column: 1 } },
    ]);
    expect(diagnostics.map((d) => `${d.severity} ${d.code} ${d.file}:${d.line} ${d.message}`)).toEqual([
      'error redirect-invalid public/_redirects:22 public/_redirects line 22: "30l" is not an HTTP status (expected e.g. 301, 200 to rewrite, 404, or 301! to force)',
      'error redirect-invalid public/_redirects:23 public/_redirects line 23: expected "/from /to [status]", found only "/no-target-here"',
    ]);
  });
});

describe('resolveRedirects', () => {
  const routes = new Set(['/', '/new/', '/c/']);

  it('ends a chain at a route another build serves: at its url when it has one, else on this domain', () => {
    const externals = [{ prefix: '/x/react-charts/', url: 'https://mui.com' }, { prefix: '/toolpad/' }];
    const { redirects, diagnostics } = resolveRedirects(
      [rule('/charts/', '/x/react-charts/#bars'), rule('/old-charts/', '/charts/'), rule('/tp/', '/toolpad/core/'), rule('/gone/', '/x/react-grid/')],
      routes,
      externals,
    );
    expect(redirectMap(redirects)).toEqual(
      new Map([
        ['/charts/', 'https://mui.com/x/react-charts/#bars'],
        ['/old-charts/', 'https://mui.com/x/react-charts/#bars'],
        ['/tp/', '/toolpad/core/'],
      ]),
    );
    expect(diagnostics.map((d) => d.message)).toEqual(['Redirect from /gone/ to /x/react-grid/: no page has the route /x/react-grid/']);
    // A link to the redirected route, checked where the redirect ends, is fine.
    const links = [
      {
        file: 'a.md',
        route: '/',
        ids: [],
        links: [
          { href: '/tp/', line: 1, column: 1 },
          { href: '/old-charts/', line: 2, column: 1 },
        ],
      },
    ];
    expect(checkLinks(links, routes, 'error', redirectMap(redirects), externals)).toEqual([]);
  });

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
    ]);
    expect(diagnostics.find((d) => d.line === 2)!.message).toBe('Redirects loop: /l1/ → /l2/ → /l1/');
  });

  it('refuses targets browsers read as another host: //host and /\\host, tabs and all', () => {
    const { redirects, diagnostics } = resolveRedirects(
      [rule('/a/', '//evil.example/x', 1), rule('/b/', '/\\evil.example', 2), rule('/c/', '\\/evil.example', 3), rule('/d/', '/\t/evil.example', 4)],
      routes,
    );
    expect(redirects).toEqual([]);
    expect(diagnostics.map((d) => `${d.line} ${d.code}`)).toEqual(['1 redirect-invalid', '2 redirect-invalid', '3 redirect-invalid', '4 redirect-invalid']);
    expect(diagnostics[0]!.message).toBe(
      'Redirect from /a/: the target "//evil.example/x" is read by browsers as another host (//host), not a page of the site: write https://… for an external target',
    );
  });

  it('refuses a from that differs from a page or another redirect only by case', () => {
    const { redirects, diagnostics } = resolveRedirects([rule('/NEW/', '/c/', 1), rule('/Old/', '/c/', 2), rule('/old/', '/new/', 3)], routes);
    expect(redirects.map((r) => r.from)).toEqual(['/Old/']);
    expect(diagnostics.map((d) => `${d.line} ${d.code} ${d.message}`)).toEqual([
      '1 redirect-shadows-page Redirect from /NEW/: it differs from the page /new/ only by case, so on a case-insensitive host one would overwrite the other',
      '3 redirect-duplicate Redirect from /old/ differs from the redirect from /Old/ only by case (first in _redirects line 2)',
    ]);
  });

  it('reports a long loop once, at its first rule, naming its members, and the chains into it with it', () => {
    const size = 20_000;
    const loop = Array.from({ length: size }, (_, index) => rule(`/l${index}/`, `/l${(index + 1) % size}/`, index + 10));
    const tails = [rule('/t1/', '/t2/', 1), rule('/t2/', '/l5/', 2)];
    const started = performance.now();
    const { redirects, diagnostics } = resolveRedirects([...loop.slice(7), ...tails, ...loop.slice(0, 7)], routes);
    expect(performance.now() - started).toBeLessThan(1000);
    expect(redirects).toEqual([]);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]).toMatchObject({ code: 'redirect-loop', line: 17 });
    expect(diagnostics[0]!.message).toBe(
      'Redirects loop: /l7/ → /l8/ → /l9/ → /l10/ → /l11/ → /l12/ → /l13/ → /l14/ → /l15/ → /l16/ → /l17/ → /l18/ → … (19988 more) → /l7/ (2 other redirects lead to it and are dropped too)',
    );
  });

  it('reports a missing target once, at the rule that names it, however long the chain to it', () => {
    const size = 20_000;
    const chain = Array.from({ length: size }, (_, index) => rule(`/c${index}/`, index === size - 1 ? '/nowhere/' : `/c${index + 1}/`, index + 1));
    const { redirects, diagnostics } = resolveRedirects(chain, routes);
    expect(redirects).toEqual([]);
    expect(diagnostics.map((d) => `${d.line} ${d.code} ${d.message}`)).toEqual([
      `${size} redirect-missing-target Redirect from /c${size - 1}/ to /nowhere/: no page has the route /nowhere/ (${size - 1} other redirects lead to it and are dropped too)`,
    ]);
  });

  it('keeps the anchor nearest the end of a chain', () => {
    const { redirects } = resolveRedirects([rule('/a/', '/b/#x'), rule('/b/', '/d/#y'), rule('/d/', '/c/'), rule('/e/', '/b/#z')], routes);
    expect(redirectMap(redirects)).toEqual(
      new Map([
        ['/a/', '/c/#y'],
        ['/b/', '/c/#y'],
        ['/d/', '/c/'],
        ['/e/', '/c/#y'],
      ]),
    );
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
