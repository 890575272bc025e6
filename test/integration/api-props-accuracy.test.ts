import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { extractApi } from '../../src/build/api/extractApi.js';
import type { SiteConfig } from '../../src/build/config/schema.js';
import { REPO_ROOT } from '../helpers/site.js';

/**
 * The props our pages list against those MUI's own published pages list, for 20 components each
 * of @mui/material 5.14 and @mui/joy (test/fixtures/api-accuracy/mui-published-props.json, read
 * from MUI's repository; bench/api-props-accuracy.mjs prints the table). Recall and precision
 * must stay at least where they are: a change that lists fewer of the props readers expect, or
 * more they do not, fails here.
 */
interface Expected {
  libraries: { package: string; components: Record<string, { props: string[]; unscored?: string[] }> }[];
}
const expected = JSON.parse(fs.readFileSync(path.join(REPO_ROOT, 'test/fixtures/api-accuracy/mui-published-props.json'), 'utf8')) as Expected;

async function measure(pkg: string, listInherited?: Record<string, true>) {
  const library = expected.libraries.find((entry) => entry.package === pkg)!;
  const source = { product: 'docs', package: pkg, components: Object.keys(library.components), ...(listInherited ? { listInherited } : {}) };
  const config = { products: [{ id: 'docs', manifest: 'pages.json' }], api: [source] } as unknown as SiteConfig;
  const result = await extractApi(path.join(REPO_ROOT, 'test/fixtures/packages/api-mui5'), config, {
    config: { file: 'docsgen.config.ts', text: '' },
    identity: 'test',
  });
  expect(result.diagnostics).toEqual([]);
  let listed = 0;
  let wanted = 0;
  let hits = 0;
  const byComponent = new Map<string, string[]>();
  for (const { api } of result.sources[0]!.components) {
    const { props, unscored = [] } = library.components[api.name]!;
    const want = new Set(props.filter((prop) => !unscored.includes(prop)));
    const names = Object.keys(api.props).filter((prop) => !unscored.includes(prop));
    byComponent.set(api.name, names);
    listed += names.length;
    wanted += want.size;
    hits += names.filter((prop) => want.has(prop)).length;
  }
  return { recall: hits / wanted, precision: hits / listed, byComponent };
}

describe("the props our API pages list, against the library's own pages", () => {
  it('@mui/material 5: recall ≥ 79%, precision ≥ 92%; the props of SwitchBase listed on Checkbox, Radio and Switch', async () => {
    const { recall, precision, byComponent } = await measure('@mui/material');
    expect(recall).toBeGreaterThanOrEqual(0.79);
    expect(precision).toBeGreaterThanOrEqual(0.92);
    for (const name of ['Checkbox', 'Radio', 'Switch'])
      expect(byComponent.get(name)).toEqual(expect.arrayContaining(['disableRipple', 'id', 'inputProps', 'inputRef', 'required', 'value']));
  }, 180_000);

  it("@mui/material 5 with listInherited: { InputBase: true }: recall ≥ 98%, precision ≥ 88%; Input's page lists InputBase's props", async () => {
    const { recall, precision, byComponent } = await measure('@mui/material', { InputBase: true });
    expect(recall).toBeGreaterThanOrEqual(0.98);
    expect(precision).toBeGreaterThanOrEqual(0.88);
    expect(byComponent.get('Input')!.length).toBeGreaterThanOrEqual(30);
  }, 180_000);

  it('@mui/joy: recall ≥ 97%, precision ≥ 89%', async () => {
    const { recall, precision } = await measure('@mui/joy');
    expect(recall).toBeGreaterThanOrEqual(0.97);
    expect(precision).toBeGreaterThanOrEqual(0.89);
  }, 180_000);
});
