import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assetsVersion } from '../../src/build/bundle/serviceWorker.js';
import { buildSite, copyFixture, readOutput, tempDir } from '../helpers/site.js';

let root: string;
let out: string;
const outputs = { first: '', newAsset: '', base: '' };

const worker = (dir: string) => fs.readFileSync(path.join(dir, 'sw.js'), 'utf8');

/** The version the build should have baked in: recomputed from the assets on disk. */
function versionOf(dir: string): string {
  const assets = path.join(dir, '_docsgen');
  const files = fs.readdirSync(assets, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
  return assetsVersion(
    files.map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { path: path.relative(assets, file).split(path.sep).join('/'), read: () => fs.readFileSync(file) };
    }),
  );
}

async function build(name: keyof typeof outputs, options: { base?: string } = {}): Promise<void> {
  outputs[name] = path.join(out, name);
  const result = await buildSite(root, outputs[name], options);
  expect(result.exitCode, JSON.stringify(result.diagnostics.slice(0, 3))).toBe(0);
}

beforeAll(async () => {
  root = copyFixture('basic');
  out = tempDir('docsgen-sw-out-');
  await build('first');
  await build('base', { base: '/docs/' });
  const dictionary = path.join(root, 'content/translations/en.json');
  // A label the runtime carries (settings): its bundle changes.
  const labels = JSON.parse(fs.readFileSync(dictionary, 'utf8')) as { settings?: Record<string, string> };
  fs.writeFileSync(dictionary, JSON.stringify({ ...labels, settings: { ...labels.settings, serviceWorkerTest: 'new label' } }));
  await build('newAsset');
});
afterAll(() => {
  for (const dir of [root, out]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

// That the same input gives the same bytes, sw.js included, is build-output.test.ts's.
describe('dist/sw.js', () => {
  it('is written at the root of the output, with the version of the assets beside it', () => {
    const script = worker(outputs.first);
    const version = versionOf(outputs.first);
    expect(version).toMatch(/^[0-9a-f]{16}$/);
    expect(script).toContain(`"${version}"`);
    // Written even without docsHost (this fixture has none): registering is the page's decision.
    expect(JSON.parse(fs.readFileSync(path.join(root, 'docsgen.config.json'), 'utf8')).docsHost).toBeUndefined();
  });

  it('changes when an asset changes, so that browsers install the new worker', () => {
    expect(versionOf(outputs.newAsset)).not.toBe(versionOf(outputs.first));
    expect(worker(outputs.newAsset)).not.toBe(worker(outputs.first));
    expect(worker(outputs.newAsset)).toContain(`"${versionOf(outputs.newAsset)}"`);
  });

  it('sits at the root of a site with a base, which is served as <base>sw.js, the scope the page registers', () => {
    expect(fs.existsSync(path.join(outputs.base, 'sw.js'))).toBe(true);
    const html = readOutput(outputs.base, '/material-ui/getting-started/installation/');
    expect(html).toContain('"base":"/docs/"');
    expect(html).toMatch(/<script type="module" src="\/docs\/_docsgen\/entry-[^"]+\.js">/);
  });
});
