// Preloaded into a measured command (`node --import ./bench/peak-memory.mjs …`): when the process
// exits, writes its peak resident memory in KB (worker threads included: they share the process)
// to the file named by DOCSGEN_BENCH_RSS_FILE.
import fs from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.DOCSGEN_BENCH_RSS_FILE;
if (file && isMainThread) {
  process.on('exit', () => fs.writeFileSync(file, String(process.resourceUsage().maxRSS)));
}
