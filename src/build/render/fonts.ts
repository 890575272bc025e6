import fs from 'node:fs';
import path from 'node:path';
import type { OutputWriter } from '../emit/outputWriter.js';
import { PACKAGE_ROOT } from '../util/packageFiles.js';

/**
 * The body font's files as docsgen ships them (`fonts/ibm-plex-sans/`, made from fontsource's by
 * scripts/subset-fonts.mjs): faces by unicode-range, so that a page fetches only those of the
 * characters it shows, and three weights (600 shown for 500 too).
 */
const FONT_DIR = path.join(PACKAGE_ROOT, 'fonts/ibm-plex-sans');

interface FontFace {
  file: string;
  /** The weights it is shown for: a CSS `font-weight` value (`400`, `500 600`). */
  weight: string;
  unicodeRange: string;
  /** Every page shows it (ASCII): preloaded, so it is there before first paint. */
  preload: boolean;
}

interface FontFaces {
  family: string;
  /** In the order of the rules: the browser looks at the last matching one first. */
  faces: FontFace[];
}

export interface EmittedFont {
  /** @font-face rules for the stylesheet. */
  css: string;
  /** `<link rel="preload">` tags, so the font is there before first paint and nothing shifts when it swaps in. */
  preloadTags: string;
}

/**
 * Self-hosts the body font (no font service at run time): copies its woff2 files as hashed
 * assets and returns the @font-face rules pointing at them. The browser fetches a face only when
 * the page shows a character of its range: an English page, the basic (ASCII) faces alone.
 */
export function emitBodyFont(writer: OutputWriter, base: string): EmittedFont {
  const { family, faces } = JSON.parse(fs.readFileSync(path.join(FONT_DIR, 'faces.json'), 'utf8')) as FontFaces;
  const emitted = faces.map((face) => ({ ...face, href: base + writer.writeAsset(face.file, fs.readFileSync(path.join(FONT_DIR, face.file))) }));
  return {
    css: emitted
      .map(
        ({ weight, unicodeRange, href }) =>
          `@font-face{font-family:'${family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${href}) format('woff2');unicode-range:${unicodeRange};}`,
      )
      .join('\n'),
    preloadTags: emitted
      .filter(({ preload }) => preload)
      .map(({ href }) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>\n`)
      .join(''),
  };
}
