// Start-to-first-page of `docsgen serve --watch`: the time from spawning the command until the
// first 200 response for a content page (asked for every 10 ms from the start), median of `runs`;
// on Linux also the CPU time the server process had used by then (its threads; not esbuild's
// process), which a busy machine changes less than the wall time.
// Prints JSON. Used by bench/run.mjs; alone: `node bench/serve-start.mjs <site> <route> [runs]`.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const [root, route, runsArg] = process.argv.slice(2);
if (!root || !route) {
  process.stderr.write('usage: node bench/serve-start.mjs <site> <route> [runs]\n');
  process.exit(2);
}
const runs = Number(runsArg ?? 3);
const TIMEOUT_MS = 300_000;

/** A port free right now (the server is told it, so the first request needs no output to parse). */
const freePort = () =>
  new Promise((resolve, reject) => {
    const server = net.createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** CPU time (user + system) a process has used so far, in ms; undefined where /proc is not there. */
function cpuMs(pid) {
  try {
    // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th, in ticks of 10 ms.
    const fields = fs.readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

async function firstPage() {
  const port = await freePort();
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(repo, 'bin/docsgen.js'), 'serve', root, '--watch', '--port', String(port)], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('close', resolve));
  let status = 0;
  try {
    while (status !== 200) {
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`no page ${route} within ${TIMEOUT_MS / 1000} s`);
      if (child.exitCode !== null) throw new Error(`docsgen serve ended (exit ${child.exitCode}) before serving ${route}`);
      try {
        const response = await fetch(`http://127.0.0.1:${port}${route}`);
        await response.arrayBuffer();
        status = response.status;
        // Requests wait for the site to load: any other answer is the wrong route.
        if (status !== 200) throw new Error(`docsgen serve answered ${route} with ${status}`);
      } catch (cause) {
        if (status !== 0) throw cause;
        // Not listening yet.
      }
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return { ms: performance.now() - started, cpuMs: cpuMs(child.pid) };
  } finally {
    child.kill('SIGINT');
    await exited;
  }
}

const results = [];
for (let run = 0; run < runs; run++) results.push(await firstPage());
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const ms = results.map((result) => result.ms);
const cpu = results.map((result) => result.cpuMs).filter((value) => value !== undefined);
process.stdout.write(`${JSON.stringify({ route, runs, medianMs: median(ms), ms, ...(cpu.length ? { medianCpuMs: median(cpu), cpuMs: cpu } : {}) })}\n`);
