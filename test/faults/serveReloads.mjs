// Run by test/faults/serve.test.ts as `node --expose-gc serveReloads.mjs <site> <reloads>`: starts
// `serve --watch` (the compiled lib/) on a site with a TypeScript config, edits the config
// <reloads> times, each time waiting for the reload, and prints as JSON the heap held and the
// process's resident memory after 10 reloads, after every 100th and after the last. A heap snapshot
// is taken to measure: it collects all it can, also the compiled-code caches a plain gc() keeps,
// so what is left is really held. Run by hand with 700 for issue 27's bound (at most +20 MB).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import v8 from 'node:v8';

const [root, reloadsText] = process.argv.slice(2);
const reloads = Number(reloadsText);
const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const { startDevServer } = await import(path.join(repo, 'lib/build/server/devServer.js'));
// A save read between its truncate and its write is an empty config, whose problem is placed with
// TypeScript's parser, loaded once (about 14 MB of heap): seen now and then on a busy machine. It
// is loaded here, before any measure, so that the measures compare what the reloads hold.
createRequire(path.join(repo, 'lib/build/config/configPath.js'))('typescript');

const configFile = path.join(root, 'docsgen.config.ts');
const config = fs.readFileSync(path.join(root, 'docsgen.config.json'), 'utf8');
fs.rmSync(path.join(root, 'docsgen.config.json'));
// 50 KB of notes in the config: a config module that is never freed shows at once.
const notes = 'n'.repeat(50_000);
const writeConfig = (version) => fs.writeFileSync(configFile, `export const notes = ${JSON.stringify(notes + version)};\nexport default ${config.trim()};\n`);
writeConfig(0);

let reloaded = 0;
const problems = [];
const server = await startDevServer({
  root,
  port: 0,
  host: '127.0.0.1',
  watch: true,
  log: (line) => {
    // The check of the site after it started, then one reload per save.
    if (line.startsWith('Checked the site') || line.startsWith('Reloaded the site')) reloaded++;
    else problems.push(line);
  },
});

const heapHeld = async () => {
  await new Promise((resolve) => {
    const snapshot = v8.getHeapSnapshot();
    snapshot.on('data', () => {});
    snapshot.on('end', resolve);
  });
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsed, rss };
};

// The site's check, which runs once the server is ready, is done before the first save.
for (const deadline = Date.now() + 20_000; reloaded === 0 && problems.length === 0 && Date.now() < deadline;) {
  await new Promise((resolve) => setTimeout(resolve, 5));
}

/** Bytes of heap held and of the process's resident memory, by the number of reloads done. */
const heap = {};
const rss = {};
const result = { reloads, heap, rss, ms: 0, reloadsDone: 0 };
const measure = async (version) => {
  const held = await heapHeld();
  heap[version] = held.heapUsed;
  rss[version] = held.rss;
};
const started = performance.now();
for (let version = 1; version <= reloads; version++) {
  const before = reloaded;
  writeConfig(version);
  const deadline = Date.now() + 20_000;
  while (reloaded === before) {
    if (problems.length > 0 || Date.now() > deadline) {
      console.log(JSON.stringify({ ...result, failedAt: version, problems }));
      process.exit(1);
    }
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  if (version === 10 || version % 100 === 0) await measure(version);
}
result.ms = Math.round(performance.now() - started);
// Whatever the last save still brings is done before the last measure.
await new Promise((resolve) => setTimeout(resolve, 500));
result.reloadsDone = reloaded;
if (heap[reloads] === undefined) await measure(reloads);
await server.close();
console.log(JSON.stringify(result));
