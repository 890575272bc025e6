import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tailwindErrorPlace, tailwindErrorText } from '../../../../src/build/modules/tailwindErrors.js';

const file = path.resolve('/site/tailwind.css');

describe('tailwindErrorPlace', () => {
  it('takes the file and offset a syntax error gives', async () => {
    const code = '.a {}\n@theme {\n  --x: red\n';
    const cause = Object.assign(new Error('/site/theme.css:2:1: Missing closing } at @theme'), { loc: [{ file: '/site/theme.css', code }, 6, 12] });
    expect(await tailwindErrorPlace(cause, file, '@import "tailwindcss";', [])).toEqual({
      file: '/site/theme.css',
      place: { line: 2, column: 0, length: 6, lineText: '@theme {' },
    });
  });

  it('places an error without a place at the line of the stylesheet that holds what it quotes', async () => {
    const css = '@import "tailwindcss";\n.btn { @apply nope; }\n';
    expect(await tailwindErrorPlace(new Error('Cannot apply unknown utility class `nope`'), file, css, [])).toMatchObject({ file, place: { line: 2 } });
  });

  it('looks in the site’s stylesheets it imported, not in packages', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-tailwind-errors-'));
    try {
      const imported = path.join(dir, 'buttons.css');
      fs.writeFileSync(imported, '.a {}\n.b { @apply ghost; }\n');
      const cause = new Error('Cannot apply unknown utility class `ghost`');
      expect(await tailwindErrorPlace(cause, file, '@import "./buttons.css";', [path.join(dir, 'node_modules/x/index.css'), imported])).toMatchObject({
        file: imported,
        place: { line: 2 },
      });
      expect(await tailwindErrorPlace(new Error('Something else'), file, '', [imported])).toEqual({ file });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('tailwindErrorText', () => {
  it('keeps the first line, without the place Tailwind writes before it', () => {
    expect(tailwindErrorText(new Error('/site/a.css:2:1: Missing closing } at @theme'))).toBe('Missing closing } at @theme');
    expect(tailwindErrorText(new Error("Can't resolve './x.css' in '/site'\n  resolve './x.css'\n  details"))).toBe("Can't resolve './x.css' in '/site'");
  });
});
