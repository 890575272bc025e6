import { describe, expect, it } from 'vitest';
import { imageSize } from '../../../../src/build/assets/imageSize.js';
import { resolveAsset } from '../../../../src/build/assets/pageAssets.js';

const bytes = (...parts: (number[] | string | Buffer)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

describe('imageSize', () => {
  it('reads PNG, GIF, JPEG and WebP headers', () => {
    expect(imageSize(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR', [0, 0, 1, 44, 0, 0, 0, 200]))).toEqual({ width: 300, height: 200 });
    expect(imageSize(bytes('GIF89a', [10, 0, 5, 0]))).toEqual({ width: 10, height: 5 });
    // SOI, an APP0 segment of 16 bytes, then SOF0: precision, height 480, width 640.
    const jpeg = bytes([0xff, 0xd8, 0xff, 0xe0, 0, 16], new Array<number>(14).fill(0), [0xff, 0xc0, 0, 17, 8, 1, 0xe0, 2, 0x80]);
    expect(imageSize(jpeg)).toEqual({ width: 640, height: 480 });
    const webpLossless = bytes('RIFF', [0, 0, 0, 0], 'WEBP', 'VP8L', [0, 0, 0, 0, 0x2f]);
    // 14 bits width-1 (99), 14 bits height-1 (49).
    const bits = 99 | (49 << 14);
    expect(imageSize(bytes(webpLossless, [bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, (bits >> 24) & 0xff], new Array<number>(8).fill(0)))).toEqual({
      width: 100,
      height: 50,
    });
  });

  it("reads an SVG's pixel width and height, else its viewBox, and nothing from other files", () => {
    expect(imageSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="24px" height="12"></svg>'))).toEqual({ width: 24, height: 12 });
    expect(imageSize(Buffer.from('<?xml version="1.0"?>\n<svg viewBox="0 0 48 16" width="100%"></svg>'))).toEqual({ width: 48, height: 16 });
    expect(imageSize(Buffer.from('%PDF-1.4'))).toBeUndefined();
  });
});

describe('resolveAsset', () => {
  const places = { root: '/site', contentDir: '/site/content', pageFile: '/site/content/a/page.md' };
  it('leaves external links, anchors, pages and version-like routes alone', () => {
    for (const href of ['https://x.dev/a.png', '//cdn/a.png', '#top', './other.md', '/a/b/', '/x/v5.15.0', 'data:image/png;base64,AA']) {
      expect(resolveAsset(href, 'link', places)).toBeUndefined();
    }
  });
  it('resolves beside the page and from the content folder, and tells a file outside the site', () => {
    expect(resolveAsset('./img.png?v=1#x', 'image', places)).toEqual({ kind: 'missing', file: '/site/content/a/img.png' });
    expect(resolveAsset('/b/file.pdf', 'link', places)).toEqual({ kind: 'missing', file: '/site/content/b/file.pdf' });
    expect(resolveAsset('../../../etc/x.png', 'image', places)?.kind).toBe('outside');
  });
});
