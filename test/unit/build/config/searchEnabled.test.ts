import { expect, it } from 'vitest';
import { configSchema } from '../../../../src/build/config/schema.js';
import { searchEnabled } from '../../../../src/build/config/searchEnabled.js';

const config = (search: unknown) => configSchema.parse({ products: [{ id: 'p', name: 'P', manifest: 'p.json' }], ...(search === undefined ? {} : { search }) });

it('search is on by default and off with false or enabled: false', () => {
  expect(searchEnabled(config(undefined))).toBe(true);
  expect(searchEnabled(config({}))).toBe(true);
  expect(searchEnabled(config(false))).toBe(false);
  expect(searchEnabled(config({ enabled: false }))).toBe(false);
});
