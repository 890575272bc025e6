import { describe, expect, it } from 'vitest';
import type { OutputWriter } from '../../../../src/build/emit/outputWriter.js';
import { emitBodyFont } from '../../../../src/build/render/fonts.js';

/** The assets written, by name; each at `_docsgen/<name>`. */
function emitted() {
  const assets = new Map<string, Uint8Array>();
  const writer = {
    writeAsset(name: string, content: string | Uint8Array) {
      assets.set(name, typeof content === 'string' ? new TextEncoder().encode(content) : content);
      return `_docsgen/${name}`;
    },
  } as unknown as OutputWriter;
  return { assets, font: emitBodyFont(writer, '/base/') };
}

interface Rule {
  weight: string;
  range: Set<number>;
  href: string;
}

function rules(css: string): Rule[] {
  return [...css.matchAll(/font-weight:([^;]+);src:url\(([^)]+)\)[^;]*;unicode-range:([^;]+);/g)].map(([, weight, href, range]) => ({
    weight: weight!,
    href: href!,
    range: new Set(
      range!.split(',').flatMap((part) => {
        const [from, to = from] = part.replace('U+', '').split('-');
        const start = parseInt(from!, 16);
        return Array.from({ length: parseInt(to!, 16) - start + 1 }, (_, at) => start + at);
      }),
    ),
  }));
}

const codes = (text: string) => [...text].map((character) => character.codePointAt(0)!);

describe('emitBodyFont', () => {
  it('writes every face with its unicode-range, in three weights (600 shown for 500 too)', () => {
    const { assets, font } = emitted();
    const faces = rules(font.css);
    expect(faces).toHaveLength(assets.size);
    expect(faces.length).toBeGreaterThan(3);
    expect(new Set(faces.map((face) => face.weight))).toEqual(new Set(['400', '500 600', '700']));
    for (const face of faces) expect(face.href).toMatch(/^\/base\/_docsgen\/ibm-plex-sans-[a-z-]+-\d00\.woff2$/);
  });

  it('preloads the basic faces alone: English text needs nothing else, in at most 40 KB', () => {
    const { assets, font } = emitted();
    const preloaded = [...font.preloadTags.matchAll(/href="\/base\/_docsgen\/([^"]+)"/g)].map(([, name]) => name!);
    expect(preloaded.sort()).toEqual(['ibm-plex-sans-basic-400.woff2', 'ibm-plex-sans-basic-600.woff2', 'ibm-plex-sans-basic-700.woff2']);
    expect(preloaded.reduce((sum, name) => sum + assets.get(name)!.byteLength, 0)).toBeLessThanOrEqual(40 * 1024);
    const basic = rules(font.css).filter((face) => face.href.includes('-basic-'));
    for (const face of basic) for (const code of codes(' \n\tAz09{}–—‘’“”…•×©↑↓')) expect(face.range.has(code)).toBe(true);
  });

  it('gives no character to two faces of a weight among the latin ones, so English text never fetches the others', () => {
    const faces = rules(emitted().font.css).filter((face) => /-(basic|latin)-\d/.test(face.href));
    for (const weight of ['400', '500 600', '700']) {
      const [first, second] = faces.filter((face) => face.weight === weight);
      expect([...first!.range].filter((code) => second!.range.has(code))).toEqual([]);
    }
    const latin = faces.filter((face) => /-latin-\d/.test(face.href));
    for (const face of latin) for (const code of codes('éüñ€™')) expect(face.range.has(code)).toBe(true);
  });
});
