// Extraction time of the API reference pages of every component of the installed @mui/material,
// cold (no cache) and warm (the cache of the cold run, nothing changed): what a build of a site
// documenting them pays before its pages. Prints JSON. Used by bench/run.mjs.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { extractApi } = await import('../lib/build/api/extractApi.js');
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-api-'));
const config = { products: [{ id: 'material-ui' }], api: [{ product: 'material-ui', package: '@mui/material' }] };
const run = async () => {
  const started = performance.now();
  const result = await extractApi(repo, config, { config: { file: 'docsgen.config.ts', text: '' }, identity: 'bench', cacheDir });
  const components = result.sources[0]?.components ?? [];
  return {
    ms: performance.now() - started,
    components: components.length,
    props: components.reduce((sum, { api }) => sum + Object.keys(api.props).length, 0),
    cached: result.stats.cached,
  };
};
const cold = await run();
const warm = await run();
fs.rmSync(cacheDir, { recursive: true, force: true });
const version = JSON.parse(fs.readFileSync(path.join(repo, 'node_modules/@mui/material/package.json'), 'utf8')).version;
console.log(JSON.stringify({ version, components: cold.components, props: cold.props, coldMs: cold.ms, warmMs: warm.ms, warmFromCache: warm.cached === 1 }));
