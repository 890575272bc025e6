import { describe, expect, it } from 'vitest';
import { activePath, buildNavModel, pagerLinks } from '../../../../src/build/manifest/navModel.js';
import { validateManifestShape } from '../../../../src/build/manifest/validateShape.js';

const items = validateManifestShape(
  [
    {
      pathname: '/p/group',
      title: 'Group',
      children: [{ pathname: '/p/one' }, { pathname: '/p/hidden', inSideNav: false }, { pathname: '/p/two', beta: true }],
    },
    { pathname: 'https://example.com', title: 'External' },
    { pathname: '/p/sub', subheader: 'inputs', children: [{ pathname: '/p/three', plan: 'premium', unstable: true }] },
  ],
  'pages.json',
  () => 0,
).items;
const routes = new Set(['/p/one/', '/p/hidden/', '/p/two/', '/p/three/']);
const nav = buildNavModel({ items, dictionary: {}, routes, base: '/docs/', renderIcon: () => undefined });

describe('buildNavModel', () => {
  it('orders pages depth-first, skipping external links and inSideNav: false', () => {
    expect(nav.order.map((index) => nav.nodes[index]!.route)).toEqual(['/p/one/', '/p/two/', '/p/three/']);
  });

  it('turns flags into chips and keeps the plan', () => {
    const three = nav.nodes[nav.indexByRoute.get('/p/three/')!]!.node;
    expect(three).toMatchObject({ title: 'Three', href: '/docs/p/three/', chips: ['preview'], plan: 'premium' });
  });

  it('gives groups the href of their first page for readers without JavaScript', () => {
    expect(nav.nodes[nav.roots[0]!]!.node.firstHref).toBe('/docs/p/one/');
  });

  it('finds the active page and its parents', () => {
    const path = activePath(nav, '/p/two/');
    expect(path.map((index) => nav.nodes[index]!.node.title)).toEqual(['Two', 'Group']);
    expect(activePath(nav, '/nowhere/')).toEqual([]);
  });

  it('links previous and next pages', () => {
    expect(pagerLinks(nav, '/p/two/')).toEqual({
      previous: { title: 'One', href: '/docs/p/one/' },
      next: { title: 'Three', href: '/docs/p/three/' },
    });
    expect(pagerLinks(nav, '/p/one/')).toEqual({ next: { title: 'Two', href: '/docs/p/two/' } });
    expect(pagerLinks(nav, '/p/hidden/')).toEqual({});
  });
});

describe('buildNavModel: items under routes another build serves', () => {
  const externalItems = validateManifestShape(
    [{ pathname: '/p/one' }, { pathname: '/x/react-data-grid', title: 'Data Grid' }, { pathname: '/toolpad/core/intro', title: 'Toolpad' }],
    'pages.json',
    () => 0,
  ).items;
  const externals = [{ prefix: '/x/', url: 'https://mui.com/' }, { prefix: '/toolpad/' }];
  const model = buildNavModel({ items: externalItems, dictionary: {}, routes: new Set(['/p/one/']), base: '/docs/', renderIcon: () => undefined, externals });

  it('links them plainly (at their url, else under the base), outside previous/next', () => {
    expect(model.nodes.map((flat) => flat.node)).toEqual([
      { title: 'One', href: '/docs/p/one/' },
      { title: 'Data Grid', href: 'https://mui.com/x/react-data-grid/' },
      { title: 'Toolpad', href: '/docs/toolpad/core/intro/' },
    ]);
    expect(model.order).toEqual([0]);
  });
});
