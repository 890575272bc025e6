import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { OutputWriter } from '../emit/outputWriter.js';

const require = createRequire(import.meta.url);

const BODY_FONT = { family: 'IBM Plex Sans', package: '@fontsource/ibm-plex-sans', file: 'ibm-plex-sans', weights: [400, 500, 600, 700] };

/**
 * Self-hosts the body font (no font service at run time): copies its latin woff2 files as
 * hashed assets and returns the @font-face rules pointing at them.
 */
export function emitBodyFont(writer: OutputWriter, base: string): string {
  const packageDir = path.dirname(require.resolve(`${BODY_FONT.package}/package.json`));
  return BODY_FONT.weights
    .map((weight) => {
      const name = `${BODY_FONT.file}-latin-${weight}-normal.woff2`;
      const asset = writer.writeAsset(name, fs.readFileSync(path.join(packageDir, 'files', name)));
      return `@font-face{font-family:'${BODY_FONT.family}';font-style:normal;font-display:swap;font-weight:${weight};src:url(${base}${asset}) format('woff2');}`;
    })
    .join('\n');
}
