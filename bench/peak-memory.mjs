// Preloaded into a measured command (`node --import ./bench/peak-memory.mjs …`): when the process
// exits, writes its peak resident memory in KB to the file named by DOCSGEN_BENCH_RSS_FILE —
// worker threads included (they share the process) and, on Linux, the child processes it starts
// (Pagefind's indexer, esbuild's service), sampled every 100 ms with the process's own RSS.
import fs from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.DOCSGEN_BENCH_RSS_FILE;

/** Resident KB of every process whose parent is `pid` (Linux /proc), 0 elsewhere. */
function childrenRssKb(pid) {
  let total = 0;
  let entries;
  try {
    entries = fs.readdirSync('/proc');
  } catch {
    return 0;
  }
  for (const entry of entries) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const status = fs.readFileSync(`/proc/${entry}/status`, 'utf8');
      if (Number(/^PPid:\s+(\d+)/m.exec(status)?.[1]) !== pid) continue;
      total += Number(/^VmRSS:\s+(\d+)/m.exec(status)?.[1] ?? 0);
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

if (file && isMainThread) {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, Math.round(process.memoryUsage.rss() / 1024) + childrenRssKb(process.pid));
  };
  setInterval(sample, 100).unref();
  process.on('exit', () => fs.writeFileSync(file, String(Math.max(peak, process.resourceUsage().maxRSS))));
}
