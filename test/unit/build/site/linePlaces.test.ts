import { describe, expect, it } from 'vitest';
import { apiPageMarkdown } from '../../../../src/build/api/apiMarkdown.js';
import { apiWords } from '../../../../src/build/api/apiWords.js';
import type { ComponentApi } from '../../../../src/build/api/types.js';
import { apiLinePlaces, placeAtSource } from '../../../../src/build/site/linePlaces.js';

const api: ComponentApi = {
  name: 'Crate',
  imports: ["import { Crate } from 'acme';"],
  props: {
    contents: { type: 'string', required: true, description: 'What it holds.' },
    stack: { type: 'number', description: 'See [stacking](/acme/nowhere/).' },
  },
  classes: [{ key: 'root', className: '.MuiCrate-root', description: 'The [root](/x/).' }],
  demos: [],
  docPlaces: { 'prop-stack': { file: 'src/Crate.tsx', line: 8 }, 'css-root': { file: 'src/crateClasses.ts', line: 3 } },
};

describe('places of the lines of an API page', () => {
  const body = apiPageMarkdown(api, { routeOf: () => undefined, rewriteLink: (href) => href }, apiWords({}, 'neutral'));
  const lineOf = (text: string) => body.split('\n').findIndex((line) => line.includes(text)) + 1;

  it('maps each row with a known JSDoc place to it, and nothing else', () => {
    const places = apiLinePlaces(body, api)!;
    expect(places).toEqual({
      [lineOf('/acme/nowhere/')]: { file: 'src/Crate.tsx', line: 8 },
      [lineOf('.MuiCrate-root')]: { file: 'src/crateClasses.ts', line: 3 },
    });
    expect(apiLinePlaces(body, { docPlaces: undefined })).toBeUndefined();
  });

  it('places the links and problems of those lines there, the others at the page', () => {
    const page = { linePlaces: apiLinePlaces(body, api) };
    const links = [
      { href: '/acme/nowhere/', line: lineOf('/acme/nowhere/'), column: 40 },
      { href: '/other/', line: 1, column: 3 },
    ];
    expect(placeAtSource(page, links)).toEqual([
      { href: '/acme/nowhere/', line: 8, column: 1, file: 'src/Crate.tsx' },
      { href: '/other/', line: 1, column: 3 },
    ]);
    expect(placeAtSource({}, links)).toEqual(links);
  });
});
