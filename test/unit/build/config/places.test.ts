import { describe, expect, it } from 'vitest';
import { apiConfigPlace, configPlace, lineOfConfigKey } from '../../../../src/build/config/places.js';

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
