import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OutputWriter } from '../emit/outputWriter.js';

const require = createRequire(import.meta.url);

const BODY_FONT = { family: 'IBM Plex Sans', package: '@fontsource/ibm-plex-sans', file: 'ibm-plex-sans', weights: [400, 500, 600, 700] };

/** Weights every page shows above the fold (body text, nav and header, headings). */
const PRELOADED_WEIGHTS = new Set([400, 600, 700]);

export interface EmittedFont {
  /** @font-face rules for the stylesheet. */
  css: string;
  /** `<link rel="preload">` tags, so the font is there before first paint and nothing shifts when it swaps in. */
  preloadTags: string;
}

/**
 * Self-hosts the body font (no font service at run time): copies its latin woff2 files as
 * hashed assets and returns the @font-face rules pointing at them.
 */
export function emitBodyFont(writer: OutputWriter, base: string): EmittedFont {
  const packageDir = path.dirname(require.resolve(`${BODY_FONT.package}/package.json`));
  const faces = BODY_FONT.weights.map((weight) => {
    const name = `${BODY_FONT.file}-latin-${weight}-normal.woff2`;
    const href = base + writer.writeAsset(name, fs.readFileSync(path.join(packageDir, 'files', name)));
    return { weight, href };
  });
  return {
    css: faces
      .map(
        ({ weight, href }) =>
          `@font-face{font-family:'${BODY_FONT.family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${href}) format('woff2');}`,
      )
      .join('\n'),
    preloadTags: faces
      .filter(({ weight }) => PRELOADED_WEIGHTS.has(weight))
      .map(({ href }) => `<link rel="preload" href="${href}" as="font" type="font/woff2" crossorigin>\n`)
      .join(''),
  };
}
