// How closely the props our API pages list follow the library's own published API pages: for 20
// components each of @mui/material 5 and @mui/joy (installed in test/fixtures/packages/api-mui5),
// the prop names extracted against those MUI's pages list (test/fixtures/api-accuracy/
// mui-published-props.json): recall and precision per component and in total. Runs lib/ (build
// first). `--list-inherited` extracts with `listInherited: { InputBase: true }` (InputBase's props
// listed in full on the pages of the inputs that extend it, as MUI's do). Prints a table per
// library; `--json` prints JSON.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const expected = JSON.parse(fs.readFileSync(path.join(repo, 'test/fixtures/api-accuracy/mui-published-props.json'), 'utf8'));
const { extractApi } = await import('../lib/build/api/extractApi.js');
const root = path.join(repo, 'test/fixtures/packages/api-mui5');
const listInherited = process.argv.includes('--list-inherited');

const ratio = (part, whole) => (whole === 0 ? 1 : part / whole);
const results = [];
for (const library of expected.libraries) {
  const components = Object.keys(library.components);
  const source = { product: 'docs', package: library.package, components, ...(listInherited ? { listInherited: { InputBase: true } } : {}) };
  const config = { products: [{ id: 'docs', manifest: 'pages.json' }], api: [source] };
  const extraction = await extractApi(root, config, { config: { file: 'docsgen.config.ts', text: '' }, identity: 'bench' });
  const listedBy = new Map((extraction.sources[0]?.components ?? []).map(({ api }) => [api.name, Object.keys(api.props)]));
  const rows = components.map((name) => {
    const { props, unscored = [] } = library.components[name];
    const skip = new Set(unscored);
    const want = new Set(props.filter((prop) => !skip.has(prop)));
    const listed = (listedBy.get(name) ?? []).filter((prop) => !skip.has(prop));
    const hits = listed.filter((prop) => want.has(prop)).length;
    return {
      component: name,
      listed: listed.length,
      expected: want.size,
      hits,
      missing: [...want].filter((prop) => !listed.includes(prop)),
      extra: listed.filter((prop) => !want.has(prop)),
    };
  });
  const total = rows.reduce((sum, row) => ({ listed: sum.listed + row.listed, expected: sum.expected + row.expected, hits: sum.hits + row.hits }), {
    listed: 0,
    expected: 0,
    hits: 0,
  });
  results.push({
    package: library.package,
    installed: library.installed,
    rows,
    total: { ...total, recall: ratio(total.hits, total.expected), precision: ratio(total.hits, total.listed) },
  });
}

if (process.argv.includes('--json')) console.log(JSON.stringify(results, null, 2));
else {
  const percent = (value) => `${(value * 100).toFixed(1)}%`;
  for (const library of results) {
    console.log(`\n${library.package} ${library.installed}${listInherited ? ' (listInherited: InputBase)' : ''}`);
    console.log('| component | listed | expected | recall | precision | missing | extra |');
    console.log('| --- | --: | --: | --: | --: | --- | --- |');
    for (const row of library.rows) {
      console.log(
        `| ${row.component} | ${row.listed} | ${row.expected} | ${percent(ratio(row.hits, row.expected))} | ${percent(ratio(row.hits, row.listed))} | ${row.missing.join(' ')} | ${row.extra.join(' ')} |`,
      );
    }
    const { listed, expected: want, recall, precision } = library.total;
    console.log(`| **total** | ${listed} | ${want} | ${percent(recall)} | ${percent(precision)} | | |`);
  }
}
