// Extraction time of the API reference pages of every component of the installed @mui/material,
// cold (no cache) and warm (the cache of the cold run, nothing changed): what a build of a site
// documenting them pays before its pages. Prints JSON, with the CPU time of each run (steadier
// than wall time on a shared machine). Used by bench/run.mjs and bench/api-compare.mjs.
//
//   node bench/api-extraction.mjs [--lib compiled docsgen (default lib/)] [--root folder whose node_modules has the package] [--package name]
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options } = parseArgs({
  options: { lib: { type: 'string' }, root: { type: 'string' }, package: { type: 'string', default: '@mui/material' } },
});
const lib = path.resolve(options.lib ?? path.join(repo, 'lib'));
const root = path.resolve(options.root ?? repo);
const { extractApi } = await import(pathToFileURL(path.join(lib, 'build/api/extractApi.js')).href);
const cacheDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bench-api-'));
const config = { products: [{ id: 'material-ui', manifest: 'pages.ts' }], api: [{ product: 'material-ui', package: options.package }] };
const run = async () => {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await extractApi(root, config, { config: { file: 'docsgen.config.ts', text: '' }, identity: 'bench', cacheDir });
  const used = process.cpuUsage(cpu);
  const components = result.sources[0]?.components ?? [];
  return {
    ms: performance.now() - started,
    cpuMs: (used.user + used.system) / 1000,
    components: components.length,
    props: components.reduce((sum, { api }) => sum + Object.keys(api.props).length, 0),
    cached: result.stats.cached,
  };
};
const cold = await run();
const warm = await run();
fs.rmSync(cacheDir, { recursive: true, force: true });
const version = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', options.package, 'package.json'), 'utf8')).version;
console.log(
  JSON.stringify({
    version,
    components: cold.components,
    props: cold.props,
    coldMs: cold.ms,
    coldCpuMs: cold.cpuMs,
    warmMs: warm.ms,
    warmCpuMs: warm.cpuMs,
    warmFromCache: warm.cached === 1,
  }),
);
