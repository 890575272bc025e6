import { describe, expect, it } from 'vitest';
import {
  cacheName,
  isStaleCache,
  offlinePageHtml,
  cacheKey,
  requestKind,
  VISIT_MESSAGE,
  visitFromMessage,
} from '../../../../src/runtime/serviceWorker/cachePolicy.js';

const SCOPE = 'https://docs.example.com/docs/';
const get = (url: string, mode = 'no-cors') => ({ url, method: 'GET', mode });

describe('requestKind', () => {
  it('leaves navigations under routes another build serves on the domain to the network', () => {
    const external = ['/x/', '/toolpad/core/'];
    expect(requestKind(get('https://docs.example.com/docs/x/react-charts/', 'navigate'), SCOPE, external)).toBe('network');
    expect(requestKind(get('https://docs.example.com/docs/x', 'navigate'), SCOPE, external)).toBe('network');
    expect(requestKind(get('https://docs.example.com/docs/toolpad/core/intro/?a=1', 'navigate'), SCOPE, external)).toBe('network');
    expect(requestKind(get('https://docs.example.com/docs/toolpad/studio/', 'navigate'), SCOPE, external)).toBe('page');
    expect(requestKind(get('https://docs.example.com/docs/xylophone/', 'navigate'), SCOPE, external)).toBe('page');
    expect(requestKind(get('https://docs.example.com/docs/_docsgen/x.js'), SCOPE, ['/_docsgen/'])).toBe('asset');
  });

  it('serves the hashed assets under the scope cache first', () => {
    expect(requestKind(get('https://docs.example.com/docs/_docsgen/entry-AB12.js', 'cors'), SCOPE)).toBe('asset');
    expect(requestKind(get('https://docs.example.com/docs/_docsgen/docsgen.1a2b3c.css'), SCOPE)).toBe('asset');
    expect(requestKind(get('https://docs.example.com/docs/_docsgen/search/fragment/en_1a2b.pf_fragment', 'cors'), SCOPE)).toBe('asset');
  });

  it('asks the network first for an asset asked for with a query (a name that stays while its bytes change)', () => {
    expect(requestKind(get('https://docs.example.com/docs/_docsgen/search/pagefind-entry.json?ts=1700000000', 'cors'), SCOPE)).toBe('fresh');
    expect(requestKind(get('https://docs.example.com/docs/_docsgen/search/pagefind-entry.json', 'cors'), SCOPE)).toBe('asset');
  });

  it('serves page loads under the scope network first', () => {
    expect(requestKind(get('https://docs.example.com/docs/material-ui/', 'navigate'), SCOPE)).toBe('page');
    expect(requestKind(get('https://docs.example.com/docs/', 'navigate'), SCOPE)).toBe('page');
    expect(requestKind(get('https://docs.example.com/docs/material-ui/?utm_source=x#intro', 'navigate'), SCOPE)).toBe('page');
  });

  it('leaves everything else to the network', () => {
    // Posts (feedback), other origins (ads, analytics), outside the base, the live-reload stream, sw.js itself.
    expect(requestKind({ url: 'https://docs.example.com/docs/_docsgen/x.js', method: 'POST', mode: 'cors' }, SCOPE)).toBe('network');
    expect(requestKind({ url: 'https://docs.example.com/docs/page/', method: 'POST', mode: 'navigate' }, SCOPE)).toBe('network');
    expect(requestKind(get('https://cdn.example.net/docs/_docsgen/x.js'), SCOPE)).toBe('network');
    expect(requestKind(get('https://docs.example.com/other/_docsgen/x.js'), SCOPE)).toBe('network');
    expect(requestKind(get('https://docs.example.com/other/page/', 'navigate'), SCOPE)).toBe('network');
    // The dev server's live-reload stream and feedback endpoint live beside the assets, without an extension.
    expect(requestKind(get('https://docs.example.com/docs/_docsgen/events', 'cors'), SCOPE)).toBe('network');
    expect(requestKind(get('https://docs.example.com/docs/_docsgen/feedback', 'cors'), SCOPE)).toBe('network');
    expect(requestKind(get('https://docs.example.com/docs/sw.js'), SCOPE)).toBe('network');
    expect(requestKind(get('https://docs.example.com/docs/sitemap.xml'), SCOPE)).toBe('network');
  });

  it('does not take a sibling folder that merely starts like the scope', () => {
    expect(requestKind(get('https://docs.example.com/docs-old/page/', 'navigate'), 'https://docs.example.com/docs/')).toBe('network');
  });
});

describe('cacheKey', () => {
  it('keeps one copy of a page or an asset whatever its query and fragment', () => {
    expect(cacheKey('https://docs.example.com/docs/a/?utm_source=x#heading')).toBe('https://docs.example.com/docs/a/');
    expect(cacheKey('https://docs.example.com/docs/a/')).toBe('https://docs.example.com/docs/a/');
    expect(cacheKey('https://docs.example.com/docs/_docsgen/search/pagefind-entry.json?ts=1700000000')).toBe(
      'https://docs.example.com/docs/_docsgen/search/pagefind-entry.json',
    );
  });
});

describe('cache names', () => {
  it('are per scope and version', () => {
    expect(cacheName(SCOPE, 'v1')).not.toBe(cacheName(SCOPE, 'v2'));
    expect(cacheName(SCOPE, 'v1')).not.toBe(cacheName('https://docs.example.com/', 'v1'));
  });

  it('an older version of the same scope is stale; the current one and other scopes are not', () => {
    expect(isStaleCache(cacheName(SCOPE, 'old'), SCOPE, 'new')).toBe(true);
    expect(isStaleCache(cacheName(SCOPE, 'new'), SCOPE, 'new')).toBe(false);
    // A site under another base on the same origin keeps its cache, also one whose base is a prefix.
    expect(isStaleCache(cacheName('https://docs.example.com/', 'old'), SCOPE, 'new')).toBe(false);
    expect(isStaleCache(cacheName('https://docs.example.com/docs/v5/', 'old'), SCOPE, 'new')).toBe(false);
    expect(isStaleCache(cacheName(SCOPE, 'old'), 'https://docs.example.com/', 'new')).toBe(false);
    // Caches of other scripts on the origin are not ours to delete.
    expect(isStaleCache('workbox-precache-v2', SCOPE, 'new')).toBe(false);
  });
});

describe('visitFromMessage', () => {
  const message = (page: unknown, assets: unknown) => ({ type: VISIT_MESSAGE, page, assets });

  it('keeps the page and the site assets it loaded, once each, without queries', () => {
    const visit = visitFromMessage(
      message('https://docs.example.com/docs/a/?q=1#h', [
        'https://docs.example.com/docs/_docsgen/entry-1.js',
        'https://docs.example.com/docs/_docsgen/docsgen.2.css',
        'https://docs.example.com/docs/_docsgen/entry-1.js',
        'https://docs.example.com/docs/_docsgen/font.woff2?x',
        'https://ads.example.net/ad.js',
        'https://docs.example.com/elsewhere/_docsgen/x.js',
        'https://docs.example.com/docs/a/',
        'not a url',
        42,
      ]),
      SCOPE,
    );
    expect(visit).toEqual({
      page: 'https://docs.example.com/docs/a/',
      assets: [
        'https://docs.example.com/docs/_docsgen/docsgen.2.css',
        'https://docs.example.com/docs/_docsgen/entry-1.js',
        'https://docs.example.com/docs/_docsgen/font.woff2',
      ],
    });
  });

  it('ignores other messages and pages outside the scope', () => {
    expect(visitFromMessage(null, SCOPE)).toBeUndefined();
    expect(visitFromMessage('docsgen:visit', SCOPE)).toBeUndefined();
    expect(visitFromMessage({ type: 'other', page: 'https://docs.example.com/docs/', assets: [] }, SCOPE)).toBeUndefined();
    expect(visitFromMessage(message('https://docs.example.com/docs/', 'x'), SCOPE)).toBeUndefined();
    expect(visitFromMessage(message('https://evil.example.net/docs/', []), SCOPE)).toBeUndefined();
    expect(visitFromMessage(message('https://docs.example.com/other/', []), SCOPE)).toBeUndefined();
    expect(visitFromMessage(message('https://docs.example.com/docs/_docsgen/entry.js', []), SCOPE)).toBeUndefined();
    expect(visitFromMessage(message('::', []), SCOPE)).toBeUndefined();
  });
});

describe('offlinePageHtml', () => {
  it('is a complete English page linking home, with the link escaped', () => {
    const html = offlinePageHtml('https://docs.example.com/docs/?a="b"&c');
    expect(html).toMatch(/^<!doctype html>\n<html lang="en" dir="ltr">/);
    expect(html).toContain('<h1>You are offline</h1>');
    expect(html).toContain('<a href="https://docs.example.com/docs/?a=&#34;b&#34;&#38;c">Go to the home page</a>');
  });
});
