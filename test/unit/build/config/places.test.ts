import { describe, expect, it } from 'vitest';
import { configPlace, lineOfConfigKey } from '../../../../src/build/config/places.js';

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
});
