// Preloaded into a measured command (`node --import ./bench/peak-memory.mjs …`): when the process
// exits, writes to the file named by DOCSGEN_BENCH_RSS_FILE its peak resident memory in KB —
// worker threads included (they share the process) and, on Linux, the child processes it starts
// (Pagefind's indexer, esbuild's service), sampled every 100 ms with the process's own RSS — and,
// after a space, the CPU time in ms of the process and of those children (as last sampled), a
// steadier figure than wall time when other work shares the machine.
import fs from 'node:fs';
import { isMainThread } from 'node:worker_threads';

const file = process.env.DOCSGEN_BENCH_RSS_FILE;
const ticksPerMs = 100 / 1000;

/** Resident KB of every process whose parent is `pid` (Linux /proc), 0 elsewhere; records their CPU ticks in `cpuTicks`. */
function childrenRssKb(pid, cpuTicks) {
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
      // Fields 14 and 15 of /proc/<pid>/stat (after the name in parentheses): user and system ticks.
      const fields = fs.readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1].split(' ');
      cpuTicks.set(entry, Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended meanwhile.
    }
  }
  return total;
}

if (file && isMainThread) {
  let peak = 0;
  const childTicks = new Map();
  const sample = () => {
    peak = Math.max(peak, Math.round(process.memoryUsage.rss() / 1024) + childrenRssKb(process.pid, childTicks));
  };
  setInterval(sample, 100).unref();
  process.on('exit', () => {
    const own = process.cpuUsage();
    const children = [...childTicks.values()].reduce((sum, ticks) => sum + ticks, 0) / ticksPerMs;
    const cpuMs = Math.round((own.user + own.system) / 1000 + children);
    fs.writeFileSync(file, `${Math.max(peak, process.resourceUsage().maxRSS)} ${cpuMs}`);
  });
}
