import { describe, expect, it } from 'vitest';
import { hasTailwindDirective, placeAtOffset, placeOfMessage, tailwindImport, usesTailwind } from '../../../../src/build/modules/tailwindSource.js';

describe('tailwindImport', () => {
  it.each([
    ['@import "tailwindcss";', 1, 0],
    ["/* theme */\n@import 'tailwindcss' layer(base) prefix(tw);", 2, 0],
    ['.a { color: red }\n  @import url("tailwindcss/utilities.css") layer(utilities);', 2, 2],
    ['@reference "tailwindcss";\n.x { @apply p-2 }', 1, 0],
    ['@tailwind base;\n@tailwind utilities;', 1, 0],
  ])('finds the line importing Tailwind in %j', (css, line, column) => {
    expect(tailwindImport(css)).toMatchObject({ line, column });
  });

  it('gives the line text and the length of the import', () => {
    expect(tailwindImport('\n@import "tailwindcss" source(none);\n')).toEqual({
      line: 2,
      column: 0,
      length: 21,
      lineText: '@import "tailwindcss" source(none);',
    });
  });

  it.each([
    ['@import "./theme.css";'],
    ['/* @import "tailwindcss"; */\n.a { color: red }'],
    ['@import "tailwindcss-animate";'],
    ['.tailwindcss { color: red }'],
  ])('finds no import of Tailwind in %j', (css) => {
    expect(tailwindImport(css)).toBeUndefined();
  });
});

describe('usesTailwind', () => {
  it('takes stylesheets importing Tailwind or using its at-rules', () => {
    expect(usesTailwind('@import "tailwindcss";')).toBe(true);
    expect(usesTailwind('.btn { @apply px-4; }')).toBe(true);
    expect(usesTailwind('@theme { --color-brand: red; }')).toBe(true);
    expect(usesTailwind('@custom-variant dark (&:where(.dark, .dark *));')).toBe(true);
  });

  it('leaves plain CSS, also when a comment names Tailwind', () => {
    expect(usesTailwind('.a { color: red }\n@media (width > 10px) { .b { margin: 0 } }')).toBe(false);
    expect(usesTailwind('/* like @apply in Tailwind */ .a { color: red }')).toBe(false);
    expect(usesTailwind('@import "./x.css"; @layer base { a { color: red } }')).toBe(false);
  });
});

describe('hasTailwindDirective', () => {
  it('tells v3 directives from v4 imports', () => {
    expect(hasTailwindDirective('@tailwind components;')).toBe(true);
    expect(hasTailwindDirective('@import "tailwindcss";')).toBe(false);
  });
});

describe('placeAtOffset', () => {
  it('counts lines from 1 and columns from 0', () => {
    const text = 'a\nbc\r\ndef';
    expect(placeAtOffset(text, 0)).toEqual({ line: 1, column: 0, length: 0, lineText: 'a' });
    expect(placeAtOffset(text, 3, 1)).toEqual({ line: 2, column: 1, length: 1, lineText: 'bc' });
    expect(placeAtOffset(text, 8, 9)).toEqual({ line: 3, column: 2, length: 1, lineText: 'def' });
  });
});

describe('placeOfMessage', () => {
  const css = '@import "tailwindcss";\n@import "./missing.css";\n\n/* nope-nope */\n.btn {\n  @apply bg-sky-500 nope-nope;\n}\n';

  it('places an unknown class at the @apply that names it, not at a comment', () => {
    expect(placeOfMessage(css, 'Cannot apply unknown utility class `nope-nope`')).toMatchObject({ line: 6, column: 20, length: 9 });
  });

  it('places an import that cannot be resolved at its line', () => {
    expect(placeOfMessage(css, "Can't resolve './missing.css' in '/site'")).toMatchObject({ line: 2, column: 9 });
  });

  it('gives no place when the message quotes nothing of the text', () => {
    expect(placeOfMessage(css, 'Something went wrong')).toBeUndefined();
    expect(placeOfMessage(css, 'Unknown `theme(--x)`')).toBeUndefined();
  });
});
