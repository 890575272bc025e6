import { describe, expect, it } from 'vitest';
import { redirectPageHtml } from '../../../../src/build/emit/redirectPages.js';

describe('redirectPageHtml', () => {
  it('refreshes to the target at once, names it canonical, is not indexed, and shows the link', () => {
    const html = redirectPageHtml('/new/#a&b', '/docs/', 'https://site.example/');
    expect(html).toContain('<meta http-equiv="refresh" content="0; url=/docs/new/#a&amp;b">');
    expect(html).toContain('<link rel="canonical" href="https://site.example/docs/new/#a&amp;b">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<a href="/docs/new/#a&amp;b">/docs/new/#a&amp;b</a>');
  });

  it('links an external target as it is, and a route without a site URL by its path', () => {
    expect(redirectPageHtml('https://e.org/x', '/', 'https://site.example')).toContain('<link rel="canonical" href="https://e.org/x">');
    expect(redirectPageHtml('/new/', '/', undefined)).toContain('<link rel="canonical" href="/new/">');
  });
});
