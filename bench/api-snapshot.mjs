// The api.json of every component of the installed @mui/material (or the package named), as one
// JSON document: run it before and after a change to extraction and compare the files byte for byte.
//
//   node bench/api-snapshot.mjs [package] [--root folder with node_modules] [--lib compiled docsgen] > before.json
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at === -1 ? fallback : path.resolve(args.splice(at, 2)[1]);
};
const root = option('--root', repo);
const lib = option('--lib', path.join(repo, 'lib'));
const [pkg = '@mui/material'] = args;
const load = (file) => import(pathToFileURL(path.resolve(lib, file)).href);
const { extractApi } = await load('build/api/extractApi.js');
const { apiJson } = await load('build/api/writeApiJson.js');
const config = { products: [{ id: 'p', manifest: 'pages.ts' }], api: [{ product: 'p', package: pkg }] };
const result = await extractApi(root, config, { config: { file: 'docsgen.config.ts', text: '' }, identity: 'snapshot' });
const byName = new Map();
for (const source of result.sources) for (const { api, route } of source.components) if (!byName.has(api.name)) byName.set(api.name, route);
const pages = result.sources.flatMap((source) =>
  source.components.map(({ api, route }) => ({ route, api: apiJson(api, (name) => byName.get(name)), sourceFile: api.sourceFile })),
);
process.stdout.write(`${JSON.stringify({ diagnostics: result.diagnostics, pages }, null, 2)}\n`);
