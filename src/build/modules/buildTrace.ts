import fs from 'node:fs';
import { threadId } from 'node:worker_threads';

/**
 * When `DOCSGEN_TRACE_BUILDS` names a file, each esbuild build of site modules for Node appends a
 * line to it (JSON: the thread, the entry files): which thread builds what, for profiling a build
 * and for the tests that hold the render threads to building nothing the main thread built.
 */
export function traceNodeBuild(entries: readonly string[]): void {
  const file = process.env.DOCSGEN_TRACE_BUILDS;
  if (file === undefined || file === '') return;
  try {
    fs.appendFileSync(file, `${JSON.stringify({ thread: threadId, entries })}\n`);
  } catch {
    // A trace that cannot be written is no problem of the build's.
  }
}
