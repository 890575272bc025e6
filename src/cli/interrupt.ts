import { isMainThread, parentPort } from 'node:worker_threads';

/** What the supervisor sends the command thread when the user asks docsgen to stop. */
export interface InterruptMessage {
  type: 'interrupt';
  signal: 'SIGINT' | 'SIGTERM';
}

/** What docsgen says when it stopped because it was asked to, whichever way the build ended. */
export const STOPPED_MESSAGE = 'Stopped; the previous output is unchanged.';

const isInterruptMessage = (message: unknown): message is InterruptMessage =>
  typeof message === 'object' && message !== null && (message as { type?: unknown }).type === 'interrupt';

/**
 * Calls `handler` once when the user asks docsgen to stop (Ctrl+C, SIGTERM): from the process's
 * signals when the command runs on the main thread, from the supervisor when it runs in the
 * command thread (signals reach only the main thread). Returns the function that stops listening.
 */
export function onInterrupt(handler: () => void): () => void {
  let called = false;
  const once = () => {
    if (called) return;
    called = true;
    handler();
  };
  if (isMainThread || !parentPort) {
    process.once('SIGINT', once);
    process.once('SIGTERM', once);
    return () => {
      process.off('SIGINT', once);
      process.off('SIGTERM', once);
    };
  }
  const port = parentPort;
  const listener = (message: unknown) => {
    if (isInterruptMessage(message)) once();
  };
  port.on('message', listener);
  // Listening must not keep the thread alive once the command is done.
  port.unref();
  return () => port.off('message', listener);
}
