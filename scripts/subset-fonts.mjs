#!/usr/bin/env node
/**
 * Makes the body font's files that docsgen ships (`fonts/ibm-plex-sans/`, committed): IBM Plex
 * Sans from @fontsource/ibm-plex-sans (a devDependency: sites need neither it nor this script),
 * cut by unicode-range so that a page fetches only the faces of the characters it shows:
 *
 *   - `basic`: ASCII and the punctuation English text uses (– — ‘ ’ “ ” … • × ©, and the search
 *     dialog's ↑ ↓): what every page needs, and the only faces preloaded;
 *   - `latin`: the rest of fontsource's latin subset (accented letters, other symbols);
 *   - `latin-ext`, `cyrillic`, `cyrillic-ext`, `greek`, `vietnamese`: fontsource's subsets.
 *
 * Three weights: 400 (body), 600 (also shown for 500: buttons, links that stand out) and 700
 * (headings, strong). Each file keeps the glyphs of its range, hinting (text on Windows) and the
 * layout features text needs (kerning, ligatures, marks), not the alternates no page asks for
 * (stylistic sets, fractions, small figures), which made most of fontsource's files' bytes.
 * IBM Plex is under the SIL Open Font License 1.1, which allows subsetting: its LICENSE goes
 * with the files. `faces.json` lists the faces for src/build/render/fonts.ts.
 *
 *   node scripts/subset-fonts.mjs   (needs the devDependencies and subset-font, see package.json)
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PACKAGE = '@fontsource/ibm-plex-sans';
const packageDir = path.dirname(require.resolve(`${PACKAGE}/package.json`));
const { version } = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8'));
const ranges = JSON.parse(fs.readFileSync(path.join(packageDir, 'unicode.json'), 'utf8'));
const out = path.join(repo, 'fonts/ibm-plex-sans');

/** The weights shipped, and the weights each is shown for (a CSS `font-weight` range). */
const WEIGHTS = [
  { weight: 400, shownFor: '400' },
  { weight: 600, shownFor: '500 600' },
  { weight: 700, shownFor: '700' },
];

/** What every English page shows: ASCII (control characters too: white space in text is of it), no-break and zero-width spaces, and common punctuation. */
const BASIC = 'U+0000-007E,U+00A0,U+00A9,U+00B7,U+00D7,U+200B-200D,U+2013-2014,U+2018-2019,U+201C-201D,U+2022,U+2026,U+2060,U+2191,U+2193,U+2212,U+FEFF';

/** Fontsource's order (the last face is the first the browser looks at): basic last. */
const SUBSETS = ['cyrillic-ext', 'cyrillic', 'greek', 'vietnamese', 'latin-ext', 'latin', 'basic'];

const parse = (text) =>
  new Set(
    text.split(',').flatMap((part) => {
      const [from, to = from] = part.replace(/^U\+/i, '').split('-');
      const start = parseInt(from, 16);
      return Array.from({ length: parseInt(to, 16) - start + 1 }, (_, at) => start + at);
    }),
  );
const hex = (code) => code.toString(16).toUpperCase().padStart(4, '0');
const format = (codes) => {
  const sorted = [...codes].sort((a, b) => a - b);
  const parts = [];
  for (let at = 0; at < sorted.length;) {
    let end = at;
    while (end + 1 < sorted.length && sorted[end + 1] === sorted[end] + 1) end++;
    parts.push(end === at ? `U+${hex(sorted[at])}` : `U+${hex(sorted[at])}-${hex(sorted[end])}`);
    at = end + 1;
  }
  return parts.join(',');
};

const basic = parse(BASIC);
const latin = parse(ranges.latin);
for (const code of basic) if (!latin.has(code)) throw new Error(`U+${hex(code)} of the basic face is not in fontsource's latin subset`);
const codesOf = (subset) => {
  if (subset === 'basic') return basic;
  if (subset === 'latin') return new Set([...latin].filter((code) => !basic.has(code)));
  return parse(ranges[subset]);
};
/** The file fontsource's subset holding the glyphs. */
const sourceSubset = (subset) => (subset === 'basic' ? 'latin' : subset);
// Text needs these; the font's other features are alternates a page does not ask for.
const FEATURES = ['ccmp', 'locl', 'rlig', 'rvrn', 'liga', 'calt', 'clig', 'kern', 'mark', 'mkmk'];

fs.rmSync(out, { recursive: true, force: true });
fs.mkdirSync(out, { recursive: true });
const faces = [];
for (const subset of SUBSETS) {
  const codes = codesOf(subset);
  const text = [...codes].map((code) => String.fromCodePoint(code)).join('');
  for (const { weight, shownFor } of WEIGHTS) {
    const source = fs.readFileSync(path.join(packageDir, 'files', `ibm-plex-sans-${sourceSubset(subset)}-${weight}-normal.woff2`));
    const file = `ibm-plex-sans-${subset}-${weight}.woff2`;
    const bytes = await subsetFont(source, text, { targetFormat: 'woff2', keepFeatures: FEATURES });
    fs.writeFileSync(path.join(out, file), bytes);
    faces.push({ file, weight: shownFor, unicodeRange: format(codes), preload: subset === 'basic', bytes: bytes.length });
  }
}
fs.copyFileSync(path.join(packageDir, 'LICENSE'), path.join(out, 'LICENSE'));
const manifest = {
  family: 'IBM Plex Sans',
  source: `${PACKAGE}@${version}, subset by scripts/subset-fonts.mjs`,
  license: 'OFL-1.1',
  faces,
};
fs.writeFileSync(path.join(out, 'faces.json'), JSON.stringify(manifest, null, 2) + '\n');
for (const face of faces) console.log(`${face.file}  ${(face.bytes / 1024).toFixed(1)} KB${face.preload ? '  (preloaded)' : ''}`);
