#!/usr/bin/env node
// The per-page markdown hot path alone: renders every page of a site through the build's markdown
// processor (compiled lib/), several rounds, and prints ms per page for the whole pipeline and its
// parse / transform / stringify parts, in CPU time of this thread (steadier than wall time on a
// busy machine). For A/B comparisons of src/build/markdown/ changes, which whole builds measure
// with more noise. Run `npm run prepare` first.
//
//   node bench/markdown-pages.mjs <site root> [--rounds 5]
import path from 'node:path';

const { readPages } = await import('../lib/build/site/readPages.js');
const { markdownProcessor } = await import('../lib/build/markdown/processor.js');
const { createPageState } = await import('../lib/build/markdown/state.js');
const { VFile } = await import('vfile');

const args = process.argv.slice(2);
const roundsIndex = args.indexOf('--rounds');
const rounds = roundsIndex === -1 ? 5 : Number(args.splice(roundsIndex, 2)[1]);
const root = path.resolve(args[0] ?? '.');
const { pages } = readPages(root, path.join(root, 'content'));

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const perPage = (ms) => (ms / pages.length).toFixed(3);
const cpuMs = () => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

// Each round times the three steps of every page; one warm-up round first.
const times = { parse: [], transforms: [], stringify: [] };
for (let round = 0; round <= rounds; round++) {
  const sums = { parse: 0, transforms: 0, stringify: 0 };
  for (const page of pages) {
    const file = new VFile({ value: page.body, data: { docsgen: createPageState({ ...page, resolveMarkdownLink: () => undefined }) } });
    const t0 = cpuMs();
    const tree = markdownProcessor.parse(file);
    const t1 = cpuMs();
    const hast = markdownProcessor.runSync(tree, file);
    const t2 = cpuMs();
    markdownProcessor.stringify(hast, file);
    const t3 = cpuMs();
    sums.parse += t1 - t0;
    sums.transforms += t2 - t1;
    sums.stringify += t3 - t2;
  }
  if (round > 0) for (const step in sums) times[step].push(sums[step]);
}
const [parse, transforms, stringify] = ['parse', 'transforms', 'stringify'].map((step) => median(times[step]));
console.log(
  `${pages.length} pages, median of ${rounds} rounds: ${perPage(parse + transforms + stringify)} CPU ms/page ` +
    `(parse ${perPage(parse)}, transforms ${perPage(transforms)}, stringify ${perPage(stringify)})`,
);
