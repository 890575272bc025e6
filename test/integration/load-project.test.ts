import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadProject } from '../../src/build/site/loadProject.js';
import { error } from '../../src/build/util/diagnostics.js';
import { scratchFolders, writeInto } from '../helpers/site.js';

const scratch = scratchFolders();

/** A product of two pages, one of them in no manifest. */
function smallSite(config: object = {}): string {
  const root = scratch.temp('docsgen-load-project-');
  writeInto(root, 'docsgen.config.json', JSON.stringify({ title: 'Load', products: [{ id: 'ui', name: 'UI', manifest: 'content/ui/pages.json' }], ...config }));
  writeInto(root, 'content/ui/pages.json', JSON.stringify([{ pathname: '/ui/listed', title: 'Listed' }]));
  writeInto(root, 'content/ui/listed.md', '# Listed\n');
  writeInto(root, 'content/ui/unlisted.md', '# Unlisted\n');
  return root;
}

describe('loadProject', () => {
  it('loads the config with its overrides, then the site, its diagnostics those of loading', async () => {
    const root = smallSite({ base: '/old/' });
    const loaded = await loadProject(root, { base: 'docs', siteUrl: 'https://example.test' });
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.diagnostics));
    const { config, source, site, api, configInputs } = loaded.value;
    expect(config).toMatchObject({ base: '/docs/', siteUrl: 'https://example.test' });
    expect(site.config).toBe(config);
    expect(source.file).toBe('docsgen.config.json');
    expect(configInputs).toEqual([path.join(root, 'docsgen.config.json')]);
    expect(api).toMatchObject({ sources: [], diagnostics: [], configError: false });
    expect(site.pages.map((page) => page.route).sort()).toEqual(['/', '/ui/listed/', '/ui/unlisted/']);
    expect(loaded.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'unlisted-page', file: 'content/ui/unlisted.md' })]);
    expect(loaded.diagnostics).toEqual(site.diagnostics);
  });

  it('makes an unlisted page an error when strict', async () => {
    const loaded = await loadProject(smallSite(), { strict: true });
    expect(loaded.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'unlisted-page' })]);
  });

  it('runs the caller’s check of the config before the API and pages are read; a refusal stops it as a config error', async () => {
    const root = smallSite();
    const seen: string[] = [];
    const loaded = await loadProject(root, {
      onConfig: (config, source, inputs) => {
        seen.push(`${config.title} ${source.file} ${inputs.length}`);
        return [];
      },
    });
    expect(loaded.ok).toBe(true);
    expect(seen).toEqual(['Load docsgen.config.json 1']);

    const refusal = error('unsafe-output-folder', 'Refusing the output folder', { file: 'docsgen.config.json', line: 1 });
    const refused = await loadProject(root, { onConfig: () => [refusal] });
    expect(refused).toEqual({ ok: false, diagnostics: [refusal], at: 'config', configError: true, configInputs: [path.join(root, 'docsgen.config.json')] });
  });

  it('says a config that does not load is a config error, with the files it was made of', async () => {
    const root = smallSite();
    writeInto(root, 'docsgen.config.json', '{ "title": 5, "products": [{ "id": "ui", "name": "UI", "manifest": "content/ui/pages.json" }] }');
    const loaded = await loadProject(root, { onConfig: () => [error('never', 'not reached', { file: '.' })] });
    if (loaded.ok) throw new Error('loaded');
    expect(loaded.configError).toBe(true);
    expect(loaded.configInputs).toEqual([path.join(root, 'docsgen.config.json')]);
    expect(loaded.diagnostics).toEqual([expect.objectContaining({ severity: 'error', code: 'config-invalid', file: 'docsgen.config.json', line: 1 })]);
  });

  it('stops at a config `api` entry that names no product, as a config error, whether unread sources are tolerated or not', async () => {
    const root = smallSite({ api: [{ product: 'nowhere', package: 'react' }] });
    for (const partialApi of [false, true]) {
      const loaded = await loadProject(root, { partialApi });
      expect(loaded).toMatchObject({ ok: false, at: 'api', configError: true, diagnostics: [expect.objectContaining({ code: 'api-product-unknown' })] });
    }
  });
});
