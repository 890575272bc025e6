import { describe, expect, it } from 'vitest';
import { apiConfigPlace, configPlace, lineOfConfigKey } from '../../../../src/build/config/places.js';
import { lineOfConfigPath } from '../../../../src/build/config/configPath.js';

const text = `export default {
  title: 'Acme',
  "outDir": 'site',
  api: [
    { product: 'acme-ui', entry: 'packages/acme-ui/src/index.ts' },
  ],
};
`;

describe('places in the config', () => {
  it('finds the line of a key, quoted or not, and 0 when it is not written', () => {
    expect(lineOfConfigKey(text, 'title')).toBe(2);
    expect(lineOfConfigKey(text, 'outDir')).toBe(3);
    expect(lineOfConfigKey(text, 'base')).toBe(0);
    // A key is matched as written, not as a pattern.
    expect(lineOfConfigKey(text, 'api.*')).toBe(0);
  });

  it("places `key: 'value'` at its line, else at the file", () => {
    expect(configPlace({ file: 'docsgen.config.ts', text }, 'product', 'acme-ui')).toEqual({ file: 'docsgen.config.ts', line: 5 });
    expect(configPlace({ file: 'docsgen.config.ts', text }, 'product', 'joy-ui')).toEqual({ file: 'docsgen.config.ts' });
  });

  it('places a name of config `api[index]` at its own line, when two entries name it', () => {
    const twice = `export default {
  api: [
    {
      product: 'material-ui',
      package: '@mui/material',
      components: [
        'Button',
        'Hidden',
      ],
    },
    {
      components: ['Hidden', 'Box'],
      product: 'joy-ui',
      package: '@mui/joy',
    },
    { product: 'base', package: '@mui/base', components: [
      'Hidden',
    ] },
  ],
};`;
    const config = { file: 'docsgen.config.ts', text: twice };
    expect(apiConfigPlace(config, 0, 'components', 'Hidden')).toEqual({ file: 'docsgen.config.ts', line: 8 });
    expect(apiConfigPlace(config, 1, 'components', 'Hidden')).toEqual({ file: 'docsgen.config.ts', line: 12 });
    expect(apiConfigPlace(config, 2, 'components', 'Hidden')).toEqual({ file: 'docsgen.config.ts', line: 17 });
    expect(apiConfigPlace(config, 1, 'package', '@mui/joy')).toEqual({ file: 'docsgen.config.ts', line: 14 });
    // No such entry: the place in the whole config (configPlace's: the first key with the name on its line).
    expect(apiConfigPlace(config, 5, 'components', 'Hidden')).toEqual(configPlace(config, 'components', 'Hidden'));
  });
});

describe('places of config values by their path', () => {
  const ts = `import { defineConfig } from 'docsgen';

const products = [{ id: 'material-ui', manifest: 'data/pages.ts' }];

export default defineConfig({
  products,
  api: [
    { product: 'material-ui', package: '@mui/material', components: ['Button', 'Hidden', 'SwipeableDrawer'] },
    {
      product: 'joy-ui',
      package: '@mui/joy',
      components: [
        'Hidden',
        42,
      ],
    },
  ],
} satisfies object);
`;

  it('places each array item at its own line, in TypeScript and JSON', () => {
    expect(lineOfConfigPath('docsgen.config.ts', ts, ['api', 1, 'components', 1])).toEqual({ line: 14, complete: true });
    expect(lineOfConfigPath('docsgen.config.ts', ts, ['api', 1, 'components', { element: 'Hidden' }])).toEqual({ line: 13, complete: true });
    expect(lineOfConfigPath('docsgen.config.ts', ts, ['api', 1, 'package'])).toEqual({ line: 11, complete: true });
    // Through a variable the config names.
    expect(lineOfConfigPath('docsgen.config.ts', ts, ['products', 0, 'manifest'])).toEqual({ line: 3, complete: true });
    const json = JSON.stringify(
      {
        api: [
          { product: 'a', package: 'b' },
          { product: 'c', package: 'd', components: ['X', 'Y'] },
        ],
      },
      null,
      2,
    );
    expect(lineOfConfigPath('docsgen.config.json', json, ['api', 1, 'components', { element: 'Y' }])).toEqual({ line: 12, complete: true });
  });

  it('falls back to the deepest part written, and 0 when nothing is', () => {
    expect(lineOfConfigPath('docsgen.config.ts', ts, ['api', 1, 'components', 9])).toEqual({ line: 12, complete: false });
    expect(lineOfConfigPath('docsgen.config.ts', ts, ['base'])).toEqual({ line: 0, complete: false });
    expect(lineOfConfigPath('docsgen.config.json', '', ['api'])).toEqual({ line: 0, complete: false });
  });

  it("places a name of config `api[index].components` at its own line when the entry's other names share another line", () => {
    const config = { file: 'docsgen.config.ts', text: ts };
    expect(apiConfigPlace(config, 1, 'components', 'Hidden')).toEqual({ file: 'docsgen.config.ts', line: 13 });
    expect(apiConfigPlace(config, 0, 'components', 'Hidden')).toEqual({ file: 'docsgen.config.ts', line: 8 });
  });
});

describe('places of config values in the forms a config is written in', () => {
  it('reads `module.exports =`, an exported variable, `as` and `satisfies`, and quoted or numeric keys', () => {
    const commonJs = `module.exports = {\n  title: 'Docs',\n  'outDir': 'site',\n  1: 'one',\n};\n`;
    expect(lineOfConfigPath('docsgen.config.js', commonJs, ['outDir'])).toEqual({ line: 3, complete: true });
    expect(lineOfConfigPath('docsgen.config.js', commonJs, ['1'])).toEqual({ line: 4, complete: true });
    const exported = `export const config = {\n  products: [\n    { id: 'a' } as const,\n    {\n      id: \`b\`,\n    },\n  ] satisfies object[],\n};\nexport default (config);\n`;
    expect(lineOfConfigPath('docsgen.config.mts', exported, ['products', 1, 'id'])).toEqual({ line: 5, complete: true });
    expect(lineOfConfigPath('docsgen.config.mts', exported, ['products', 0])).toEqual({ line: 3, complete: true });
  });

  it('stops at a method, a computed key or a value made elsewhere, and reads text that does not parse as nothing', () => {
    const text = `const key = 'title';\nexport default {\n  [key]: 'Docs',\n  get base() { return '/'; },\n  products: makeProducts(),\n};\n`;
    expect(lineOfConfigPath('docsgen.config.ts', text, ['title'])).toEqual({ line: 0, complete: false });
    expect(lineOfConfigPath('docsgen.config.ts', text, ['base'])).toEqual({ line: 4, complete: false });
    expect(lineOfConfigPath('docsgen.config.ts', text, ['products', 0])).toEqual({ line: 5, complete: false });
    expect(lineOfConfigPath('docsgen.config.ts', 'export default {', ['title'])).toEqual({ line: 0, complete: false });
    expect(lineOfConfigPath('docsgen.config.json', '{ "title": ', ['title'])).toEqual({ line: 0, complete: false });
  });
});
