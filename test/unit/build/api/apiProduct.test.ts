import { describe, expect, it } from 'vitest';
import { extractApi } from '../../../../src/build/api/extractApi.js';
import { configSchema } from '../../../../src/build/config/schema.js';

describe('config api naming a product', () => {
  const config = configSchema.parse({
    products: [
      { id: 'acme-ui', name: 'Acme UI', manifest: 'content/acme-ui/pages.json' },
      { id: 'x-charts', name: 'Charts', external: true },
    ],
    api: [
      { product: 'x-charts', package: '@mui/x-charts' },
      { product: 'nope', package: '@acme/ui' },
    ],
  });
  const text = "export default {\n  api: [\n    { product: 'x-charts', package: '@mui/x-charts' },\n    { product: 'nope', package: '@acme/ui' },\n  ],\n};\n";

  it('refuses one deployed elsewhere, saying so, and one the site does not have', async () => {
    const extraction = await extractApi('/nonexistent', config, { config: { file: 'docsgen.config.ts', text }, identity: 'test' });
    expect(extraction.configError).toBe(true);
    expect(extraction.diagnostics.map((d) => `${d.code} ${d.line}: ${d.message}`)).toEqual([
      'api-product-unknown 3: Config "api[0].product": "x-charts" is deployed elsewhere ("external": true): its API pages belong to the build that serves it',
      'api-product-unknown 4: Config "api[1].product": "nope" is not a product of the site (acme-ui)',
    ]);
  });
});
