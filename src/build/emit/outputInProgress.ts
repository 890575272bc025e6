import { BroadcastChannel } from 'node:worker_threads';

/**
 * Output folders being written by a build in this process, announced to whatever thread may have
 * to stop the build by force (the CLI's supervisor): a build stopped mid-way cannot clean up after
 * itself, so the supervisor puts the output back as it was. A BroadcastChannel reaches every
 * thread of the process without the build knowing who listens.
 */
const CHANNEL = 'docsgen-output-in-progress';

let channel: BroadcastChannel | undefined;

/** Says that `outDir` is being replaced (through `<outDir>.docsgen-tmp-<pid>`). */
export function announceOutput(outDir: string): void {
  channel ??= new BroadcastChannel(CHANNEL);
  // The channel must not keep a thread alive.
  channel.unref();
  channel.postMessage(outDir);
}

/** Calls `onOutput` with every output folder a build of this process announces; returns the stop. */
export function watchOutputs(onOutput: (outDir: string) => void): () => void {
  const listener = new BroadcastChannel(CHANNEL);
  listener.unref();
  listener.onmessage = (event) => {
    const outDir: unknown = (event as { data?: unknown }).data;
    if (typeof outDir === 'string') onOutput(outDir);
  };
  return () => listener.close();
}
