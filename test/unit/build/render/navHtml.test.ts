import { describe, expect, it } from 'vitest';
import { activePath, buildNavModel } from '../../../../src/build/manifest/navModel.js';
import { validateManifestShape } from '../../../../src/build/manifest/validateShape.js';
import { shellLabels } from '../../../../src/build/util/labels.js';
import { SideNavRenderer } from '../../../../src/build/render/navHtml.js';
import type { NavData } from '../../../../src/shared/navData.js';

const labels = shellLabels({}).nav;

/** A product nav from manifest items (every internal pathname without children is a page). */
function renderer(raw: unknown[]) {
  const items = validateManifestShape(raw, 'pages.json', () => 0).items;
  const routes = new Set<string>();
  const collect = (list: { pathname: string; children?: unknown[] }[]) => {
    for (const item of list) {
      if (item.children) collect(item.children as typeof list);
      else if (!item.pathname.startsWith('http')) routes.add(`${item.pathname}/`);
    }
  };
  collect(raw as never);
  const nav = buildNavModel({ items, dictionary: {}, routes, base: '/', renderIcon: () => undefined });
  return { nav, sideNav: new SideNavRenderer(nav, labels), html: (route: string) => new SideNavRenderer(nav, labels).render(activePath(nav, route)) };
}

const pages = (prefix: string, count: number) => Array.from({ length: count }, (_, index) => ({ pathname: `${prefix}/p${index + 1}`, title: `P${index + 1}` }));
/** Row titles in order: links' and subheaders'. */
const titles = (html: string) =>
  [...html.matchAll(/<span class="docsgen-nav-title">([^<]*)<\/span>|<div class="docsgen-nav-subheader">([^<]*)</g)].map((match) => match[1] ?? match[2]);
const moreRows = (html: string) =>
  [
    ...html.matchAll(
      /<a class="docsgen-nav-link docsgen-nav-more"(?: href="([^"]*)")? data-nav-more="([^"]*)"><span class="docsgen-nav-title">([^<]*)<\/span><\/a>/g,
    ),
  ].map((match) => ({
    href: match[1],
    more: match[2],
    label: match[3],
  }));

describe('SideNavRenderer', () => {
  it('renders levels of up to 20 items whole; nav data only when a group can be opened in place', () => {
    const { html, sideNav } = renderer([{ pathname: '/a', title: 'A', children: pages('/a', 20) }, ...pages('/top', 19)]);
    const out = html('/a/p10/');
    expect(titles(out)).toEqual([
      'A',
      ...Array.from({ length: 20 }, (_, index) => `P${index + 1}`),
      ...Array.from({ length: 19 }, (_, index) => `P${index + 1}`),
    ]);
    expect(out).not.toContain('docsgen-nav-more');
    // The group's children come from the nav data when a page left it closed.
    expect(JSON.parse(sideNav.navData()!)).toMatchObject({ roots: [0, ...Array.from({ length: 19 }, (_, index) => 21 + index)] });
    // A flat list of 20 pages has nothing to fetch.
    expect(renderer(pages('/flat', 20)).sideNav.navData()).toBeUndefined();
  });

  it('gives a group a link (its first page) and a chevron button that says whether it is open', () => {
    const { html } = renderer([
      { pathname: '/a', title: 'A', children: pages('/a', 2) },
      { pathname: '/b', title: 'B', children: pages('/b', 2) },
    ]);
    const out = html('/a/p2/');
    expect(out).toContain(
      '<div class="docsgen-nav-row"><a class="docsgen-nav-link docsgen-nav-group" href="/a/p1/"><span class="docsgen-nav-title">A</span></a>' +
        '<button type="button" class="docsgen-nav-toggle" aria-expanded="true" aria-label="Show or hide A" data-nav-node="0"></button></div>',
    );
    expect(out).toContain('<button type="button" class="docsgen-nav-toggle" aria-expanded="false" aria-label="Show or hide B" data-nav-node="3"></button>');
  });

  it('windows a wide level around the page: "Show N more" rows link to the nearest hidden page', () => {
    const { html, nav } = renderer([{ pathname: '/a', title: 'A', children: pages('/a', 50) }]);
    const out = html('/a/p25/');
    expect(titles(out)).toEqual(['A', 'Show 17 more', ...Array.from({ length: 15 }, (_, index) => `P${index + 18}`), 'Show 18 more']);
    const group = nav.roots[0]!;
    expect(moreRows(out)).toEqual([
      { href: '/a/p17/', more: `${group}:0:17`, label: 'Show 17 more' },
      { href: '/a/p33/', more: `${group}:32:50`, label: 'Show 18 more' },
    ]);
    expect(out).toContain('<a class="docsgen-nav-link docsgen-nav-active" href="/a/p25/" aria-current="page">');
    // At the edge, one row after a full window.
    expect(titles(html('/a/p1/'))).toEqual(['A', ...Array.from({ length: 15 }, (_, index) => `P${index + 1}`), 'Show 35 more']);
  });

  it('windows the top level and links a hidden group to its first page', () => {
    const groups = Array.from({ length: 30 }, (_, index) => ({ pathname: `/g${index + 1}`, title: `G${index + 1}`, children: pages(`/g${index + 1}`, 2) }));
    const { html } = renderer(groups);
    const out = html('/g30/p2/');
    expect(moreRows(out)).toEqual([{ href: '/g15/p1/', more: '-1:0:15', label: 'Show 15 more' }]);
    expect(titles(out).slice(-3)).toEqual(['G30', 'P1', 'P2']);
  });

  it('skips external links and page-less items when choosing a row link', () => {
    const items = [...pages('/x', 30)];
    items.splice(15, 2, { pathname: 'https://example.com/a', title: 'Ext' }, { pathname: 'https://example.com/b', title: 'Ext2' });
    const { html } = renderer([{ pathname: '/x', title: 'X', children: items }]);
    expect(moreRows(html('/x/p1/'))[0]).toMatchObject({ href: '/x/p18/', label: 'Show 15 more' });
  });

  it('windows a wide subheader list shown open, from its first item', () => {
    const { html } = renderer([{ pathname: '/s', subheader: 'sub', children: pages('/s', 25) }, { pathname: '/other' }]);
    const out = html('/other/');
    expect(titles(out)).toEqual(['Sub', ...Array.from({ length: 15 }, (_, index) => `P${index + 1}`), 'Show 10 more', 'Other']);
  });

  it('gives the browser every node once: its resting row, its children and whether they always show', () => {
    const raw = [
      { pathname: '/overview' },
      { pathname: '/a', title: 'A', children: [...pages('/a', 21), { pathname: '/a/sub', subheader: 'Sub', children: pages('/a/sub', 2) }] },
    ];
    const { nav, sideNav } = renderer(raw);
    const data = JSON.parse(sideNav.navData()!) as NavData;
    expect(data.roots).toEqual(nav.roots);
    expect(data.nodes).toHaveLength(nav.nodes.length);
    for (const [index, flat] of nav.nodes.entries()) {
      const [row, children, open] = data.nodes[index]!;
      expect(titles(row)).toEqual([flat.node.title]);
      expect(row).not.toContain('aria-current');
      expect(children ?? []).toEqual(flat.children);
      expect(open === 1).toBe(flat.node.subheader === true);
    }
    const group = data.nodes[nav.roots[1]!]!;
    expect(group[0]).toBe(
      '<div class="docsgen-nav-row"><a class="docsgen-nav-link docsgen-nav-group" href="/a/p1/"><span class="docsgen-nav-title">A</span></a>' +
        `<button type="button" class="docsgen-nav-toggle" aria-expanded="false" aria-label="Show or hide A" data-nav-node="${nav.roots[1]}"></button></div>`,
    );
    // The same bytes for the same tree, whatever was rendered before.
    const again = renderer(raw).sideNav;
    again.render(activePath(nav, '/a/p3/'));
    expect(again.navData()).toBe(sideNav.navData());
  });
});
