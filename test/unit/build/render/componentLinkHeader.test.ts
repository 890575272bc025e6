import { describe, expect, it } from 'vitest';
import type { SiteConfig } from '../../../../src/build/config/schema.js';
import { componentLinkHeaderHtml, componentLinks, componentPackage, githubRepository } from '../../../../src/build/render/componentLinkHeader.js';
import type { ComponentPage } from '../../../../src/build/site/componentPage.js';

const button: ComponentPage = {
  components: ['Button'],
  hooks: [],
  githubLabel: 'component: button',
  materialDesign: 'https://m2.material.io/components/buttons',
  waiAria: 'https://www.w3.org/WAI/ARIA/apg/patterns/button/',
  lines: {},
};

describe('githubRepository', () => {
  it('reads owner/name from a GitHub edit URL, and nothing from another host', () => {
    expect(githubRepository('https://github.com/mui/material-ui/edit/master/docs/')).toBe('mui/material-ui');
    expect(githubRepository('https://gitlab.com/mui/material-ui/-/edit/main/')).toBeUndefined();
    expect(githubRepository('https://github.com/mui')).toBeUndefined();
    expect(githubRepository(undefined)).toBeUndefined();
  });
});

describe('componentPackage', () => {
  const config = {
    api: [
      { product: 'material-ui', package: '@mui/material' },
      { product: 'acme', entry: 'src/index.ts' },
    ],
  } as Pick<SiteConfig, 'api'>;
  it("is the page's packageName, else the package config api documents for the page's product", () => {
    expect(componentPackage(config, { productId: 'material-ui', componentPage: { ...button, packageName: '@mui/lab' } })).toBe('@mui/lab');
    expect(componentPackage(config, { productId: 'material-ui', componentPage: button })).toBe('@mui/material');
    expect(componentPackage(config, { productId: 'acme', componentPage: button })).toBeUndefined();
  });
});

describe('componentLinks', () => {
  it("gives MUI's links, in MUI's order, each where its data is", () => {
    const links = componentLinks(button, { repository: 'mui/material-ui', packageName: '@mui/material', dictionary: {} });
    expect(links).toEqual([
      { kind: 'github', text: 'Feedback', href: 'https://github.com/mui/material-ui/labels/component%3A%20button' },
      { kind: 'bundle', text: 'Bundle size', href: 'https://bundlephobia.com/package/@mui/material@latest' },
      { kind: 'wai-aria', text: 'WAI-ARIA', href: 'https://www.w3.org/WAI/ARIA/apg/patterns/button/' },
      { kind: 'material-design', text: 'Material Design', href: 'https://m2.material.io/components/buttons' },
    ]);
  });

  it('leaves out a link without its data: no repository, no package, no URLs', () => {
    expect(componentLinks(button, { repository: undefined, packageName: undefined, dictionary: {} }).map((link) => link.kind)).toEqual([
      'wai-aria',
      'material-design',
    ]);
    expect(componentLinks(undefined, { repository: 'mui/material-ui', packageName: undefined, dictionary: {} })).toEqual([]);
  });

  it("takes its words from the site's dictionary", () => {
    const links = componentLinks(button, { repository: 'mui/material-ui', packageName: undefined, dictionary: { componentPage: { githubLabel: 'Retours' } } });
    expect(links[0]?.text).toBe('Retours');
  });
});

describe('componentLinkHeaderHtml', () => {
  it('is a labelled list of links with icons, escaped, and nothing when there is no link', () => {
    const html = componentLinkHeaderHtml([{ kind: 'wai-aria', text: 'A & B', href: 'https://example.com/?a=1&b="2"' }], 'Component links');
    expect(html).toMatch(
      /^<ul class="docsgen-component-links" aria-label="Component links"><li><a class="docsgen-component-link docsgen-component-link-wai-aria" href="https:\/\/example.com\/\?a=1&amp;b=&quot;2&quot;" rel="nofollow noopener" target="_blank"><svg[^>]*aria-hidden="true"[^>]*>.*<\/svg>A &amp; B<\/a><\/li><\/ul>$/,
    );
    expect(componentLinkHeaderHtml([], 'Component links')).toBe('');
  });
});
