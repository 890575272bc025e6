import * as esbuild from 'esbuild';

/**
 * esbuild's service process (~100 MB for the main thread's, ~11 MB for each thread's
 * `transformSync` helper) would stay alive, idle, for the rest of a build once its bundles are
 * made, so a build releases it. Stopping it fails every call in flight (they never settle), and
 * one process may run several builds at once (tests, a dev server), so the stop waits until no
 * call is running and no context is held. A later call starts the service again.
 */
let busy = 0;
let stopWhenIdle = false;

function stopIfIdle(): void {
  if (busy === 0 && stopWhenIdle) {
    stopWhenIdle = false;
    void esbuild.stop();
  }
}

function settle(): void {
  busy -= 1;
  stopIfIdle();
}

/** Runs one esbuild call; the service is not stopped under it. */
export async function useEsbuild<T>(call: () => Promise<T>): Promise<T> {
  busy += 1;
  try {
    return await call();
  } finally {
    settle();
  }
}

/** Keeps the service alive (a long-lived context) until the returned function is called. */
export function holdEsbuild(): () => void {
  busy += 1;
  let held = true;
  return () => {
    if (held) settle();
    held = false;
  };
}

/** Stops the service now, or when the last call in flight ends. Builds only. */
export function releaseEsbuild(): void {
  stopWhenIdle = true;
  stopIfIdle();
}
