import { describe, expect, it } from 'vitest';
import { extractApi } from '../../src/build/api/extractApi.js';
import type { ComponentApi } from '../../src/build/api/types.js';
import type { SiteConfig } from '../../src/build/config/schema.js';
import { REPO_ROOT } from '../helpers/site.js';

/**
 * Which props a page lists, on a package shaped as MUI's (test/fixtures/api/inherited): its own,
 * those of a base without a page of its own (an internal component, another component's hook),
 * documented `children` it inherits; not a documented base's (summarised by the inheritance line
 * unless `listInherited` names them), nor a shared helper's, nor `ref`.
 */
async function extract(listInherited?: unknown): Promise<Map<string, ComponentApi>> {
  const source = { product: 'docs', entry: 'test/fixtures/api/inherited/index.d.ts', ...(listInherited !== undefined ? { listInherited } : {}) };
  const config = { products: [{ id: 'docs', manifest: 'pages.json' }], api: [source] } as unknown as SiteConfig;
  const result = await extractApi(REPO_ROOT, config, { config: { file: 'docsgen.config.ts', text: '' }, identity: 'test' });
  expect(result.diagnostics).toEqual([]);
  return new Map(result.sources[0]!.components.map(({ api }) => [api.name, api]));
}

describe('the props an API page lists', () => {
  it("lists an internal base's props and the documented children it inherits; a documented base's are summarised", async () => {
    const apis = await extract();
    // SwitchBase is not exported: its props are Radio's and Switch's to document (its name starting with Switch's does not make them Switch's).
    const radio = apis.get('Radio')!;
    expect(Object.keys(radio.props)).toEqual(['checkedIcon', 'children', 'inputRef', 'name']);
    expect(radio.props.children!.description).toBe('The content of the component.');
    expect(radio.inheritance).toEqual({ component: 'ButtonBase' });
    expect(Object.keys(apis.get('Switch')!.props)).toEqual(['checked', 'children', 'inputRef', 'name']);
    expect(apis.get('Switch')!.inheritance).toEqual({ component: 'ButtonBase' });
  }, 120_000);

  it("lists another component's hook parameters, never a shared helper's props or ref", async () => {
    const checkbox = (await extract()).get('Checkbox')!;
    expect(Object.keys(checkbox.props)).toEqual(['defaultChecked', 'label']);
    expect(checkbox.inheritance).toBeUndefined();
  }, 120_000);

  it('names the base a component extends directly in its inheritance line', async () => {
    const apis = await extract();
    expect(apis.get('Input')!.inheritance).toEqual({ component: 'InputBase' });
    expect(Object.keys(apis.get('Input')!.props)).toEqual(['disableUnderline']);
    expect(apis.get('Select')!.inheritance).toEqual({ component: 'Input' });
  }, 120_000);

  it('listInherited lists the named documented bases’ props on the pages of the components that extend them directly', async () => {
    const all = await extract({ InputBase: true });
    expect(Object.keys(all.get('Input')!.props)).toEqual(['disableUnderline', 'placeholder', 'value']);
    // Select extends Input, not InputBase: its page is left as it was.
    expect(Object.keys(all.get('Select')!.props)).toEqual(['multiple']);
    const named = await extract({ InputBase: ['value'], ButtonBase: ['disableRipple'] });
    expect(Object.keys(named.get('Input')!.props)).toEqual(['disableUnderline', 'value']);
    expect(named.get('Input')!.inheritance).toEqual({ component: 'InputBase' });
    // Through SwitchBase, which has no page, ButtonBase is Switch's direct documented base.
    expect(Object.keys(named.get('Switch')!.props)).toEqual(['checked', 'children', 'disableRipple', 'inputRef', 'name']);
    const every = await extract(true);
    expect(Object.keys(every.get('Select')!.props)).toEqual(['disableUnderline', 'multiple']);
  }, 120_000);
});
