// Runs one build in this process and prints its numbers as JSON (used by bench/run.mjs, so that
// each build gets a fresh process and its own peak memory).
process.env.NODE_ENV ??= 'production';
const { build } = await import('../lib/build/build.js');
const [root, outDir] = process.argv.slice(2);
const started = performance.now();
const result = await build({ root, outDir });
const ms = performance.now() - started;
const errors = result.diagnostics.filter((d) => d.severity === 'error');
process.stdout.write(
  JSON.stringify({ ms, pages: result.pages, bytes: result.bytes, maxRssKb: process.resourceUsage().maxRSS, exitCode: result.exitCode, errors: errors.length }) + '\n',
);
