// Edit-to-served latency of `docsgen serve --watch`: edits one page N times and measures the time
// from the write until the server serves the new text (p50, p95), and memory after 10 and after
// all edits. Prints JSON. Used by bench/run.mjs.
process.env.NODE_ENV ??= 'production';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
const { startDevServer } = await import('../lib/build/server/devServer.js');

const [source, pageFile, route, editsArg] = process.argv.slice(2);
const edits = Number(editsArg ?? 200);
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-watch-'));
fs.cpSync(source, root, { recursive: true, filter: (file) => !/[\\/](node_modules|dist|lib|test|\.docsgen|\.git)$/.test(file) });
// The packages the site documents (config `api`) are resolved from its own node_modules: linked, not copied.
if (fs.existsSync(path.join(source, 'node_modules'))) fs.symlinkSync(path.resolve(source, 'node_modules'), path.join(root, 'node_modules'));
const started = performance.now();
const server = await startDevServer({
  root,
  port: 0,
  host: '127.0.0.1',
  watch: true,
  log: (line) => process.env.DOCSGEN_BENCH_LOG && process.stderr.write(line + '\n'),
});
const startup = performance.now() - started;
const file = path.join(root, pageFile);
const original = fs.readFileSync(file, 'utf8');
const latencies = [];
let memoryAt10 = 0;
for (let i = 1; i <= edits; i++) {
  const marker = `edit-marker-${i}`;
  const t0 = performance.now();
  fs.writeFileSync(file, `${original}\n\n${marker}\n`);
  for (;;) {
    const html = await (await fetch(`${server.url}${route}`)).text();
    if (html.includes(marker)) break;
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  latencies.push(performance.now() - t0);
  if (i === 10) {
    globalThis.gc?.();
    memoryAt10 = process.memoryUsage().heapUsed;
  }
}
globalThis.gc?.();
const memoryAtEnd = process.memoryUsage().heapUsed;
await server.close();
fs.rmSync(root, { recursive: true, force: true });
const sorted = [...latencies].sort((a, b) => a - b);
const quantile = (q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
process.stdout.write(
  JSON.stringify({ startupMs: startup, edits, p50: quantile(0.5), p95: quantile(0.95), heapAt10: memoryAt10, heapAtEnd: memoryAtEnd }) + '\n',
);
