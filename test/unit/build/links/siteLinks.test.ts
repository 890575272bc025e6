import { describe, expect, it } from 'vitest';
import { checkLinks, type PageLinks } from '../../../../src/build/links/checkLinks.js';
import { SiteLinks, type LinkRules } from '../../../../src/build/links/siteLinks.js';

const page = (route: string, ids: string[], hrefs: string[]): PageLinks => ({
  file: `${route.slice(1, -1) || 'index'}.md`,
  route,
  ids,
  links: hrefs.map((href, index) => ({ href, line: index + 1, column: 1 })),
});

const a = page('/a/', ['intro', 'usage'], ['#intro']);
const b = page('/b/', [], ['/a/#usage', '/old/#intro']);
// A broken link the edits below never touch: re-checking it would report it again.
const c = page('/c/', [], ['/nowhere/']);
const rules: LinkRules = { routes: new Set(['/a/', '/b/', '/c/']), severity: 'error', redirects: new Map([['/old/', '/a/']]), externals: [] };
const messages = (diagnostics: { message: string }[]) => diagnostics.map((d) => d.message);

describe('SiteLinks', () => {
  it('checks every link of the site as checkLinks does', () => {
    const links = new SiteLinks([a, b, c], rules);
    expect(links.checkAll()).toEqual(checkLinks([a, b, c], rules.routes, 'error', rules.redirects));
    expect(messages(links.checkAll())).toEqual(['Broken link /nowhere/: no page has the route /nowhere/']);
  });

  it('re-checks only the edited page’s links when its anchors stay the same', () => {
    const links = new SiteLinks([a, b, c], rules);
    expect(links.checkEdit(page('/a/', ['usage', 'intro'], ['#intro', '/b/']))).toEqual([]);
    expect(messages(links.checkEdit(page('/a/', ['intro', 'usage'], ['#gone'])))).toEqual([
      'Broken anchor #gone: /a/ has no heading or element with the id "gone"',
    ]);
  });

  it('re-checks the links into a page whose anchors changed, through redirects too, and keeps nothing until replaced', () => {
    const links = new SiteLinks([a, b, c], rules);
    const withoutAnchors = page('/a/', [], []);
    expect(messages(links.checkEdit(withoutAnchors))).toEqual([
      'Broken anchor /a/#usage: /a/ has no heading or element with the id "usage"',
      'Broken anchor /old/#intro: /a/ has no heading or element with the id "intro"',
    ]);
    // Not taken: the site's links are as they were.
    expect(messages(links.checkAll())).toEqual(['Broken link /nowhere/: no page has the route /nowhere/']);
  });

  it('keeps a replaced page’s links and anchors for the next edits', () => {
    const links = new SiteLinks([a, b, c], rules);
    // b stops linking to a: a may then lose its anchors.
    links.replace(page('/b/', [], ['/c/']));
    expect(links.checkEdit(page('/a/', [], []))).toEqual([]);
    links.replace(page('/a/', ['renamed'], []));
    // b links to a's new anchor; the old one is gone.
    expect(links.checkEdit(page('/b/', [], ['/a/#renamed']))).toEqual([]);
    expect(messages(links.checkEdit(page('/b/', [], ['/a/#usage'])))).toEqual(['Broken anchor /a/#usage: /a/ has no heading or element with the id "usage"']);
  });
});
