import { describe, expect, it } from 'vitest';
import { md, render } from './helpers.js';

const PAGE = md(
  '# Media',
  '',
  '<link rel="stylesheet" href="/styles/extra.css">',
  '',
  '<video src="/media/intro.mp4" poster="/media/poster.png"><source src="/media/intro.webm" type="video/webm"></video>',
  '',
  '<iframe src="//player.example.com/x"></iframe> <iframe src="https://example.com/y"></iframe> <iframe src="relative/z.html"></iframe>',
  '',
  '<a href="/material-ui/page/">a link</a>',
);

describe('raw HTML href and src under the base path', () => {
  it('puts root-relative URLs of any element under --base, once', () => {
    const html = render(PAGE, { base: '/docs/' }).html;
    expect(html).toContain('<link rel="stylesheet" href="/docs/styles/extra.css">');
    expect(html).toContain('<video src="/docs/media/intro.mp4"');
    expect(html).toContain('<source src="/docs/media/intro.webm"');
    expect(html).toContain('<a href="/docs/material-ui/page/">');
  });

  it('leaves protocol-relative, absolute and relative URLs, and every URL without a base', () => {
    const html = render(PAGE, { base: '/docs/' }).html;
    expect(html).toContain('src="//player.example.com/x"');
    expect(html).toContain('src="https://example.com/y"');
    expect(html).toContain('src="relative/z.html"');
    expect(render(PAGE, { base: '/' }).html).toContain('<link rel="stylesheet" href="/styles/extra.css">');
  });
});
