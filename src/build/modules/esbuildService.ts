/**
 * esbuild's service process (~100 MB for the main thread's, ~11 MB for each thread's
 * `transformSync` helper) would stay alive, idle, for the rest of a build once its bundles are
 * made, so a build releases it. Stopping it fails every call in flight (they never settle), and
 * one process may run several builds at once (tests, a dev server), so the stop waits until no
 * call is running and no context is held. A later call starts the service again.
 *
 * esbuild's module is loaded by the first call (~100 ms): a build whose every page and shared
 * asset comes from the cache never loads it.
 */
type Esbuild = typeof import('esbuild');

let esbuildModule: Esbuild | undefined;
let loading: Promise<Esbuild> | undefined;
let busy = 0;
let stopWhenIdle = false;

/** esbuild's module, loaded once. */
export function loadEsbuild(): Promise<Esbuild> {
  loading ??= import('esbuild').then((loaded) => (esbuildModule = loaded));
  return loading;
}

function stopIfIdle(): void {
  if (busy === 0 && stopWhenIdle) {
    stopWhenIdle = false;
    // Not loaded: no call ever started the service.
    void esbuildModule?.stop();
  }
}

function settle(): void {
  busy -= 1;
  stopIfIdle();
}

/** Runs one esbuild call, given esbuild's module; the service is not stopped under it. */
export async function useEsbuild<T>(call: (esbuild: Esbuild) => Promise<T>): Promise<T> {
  busy += 1;
  try {
    return await call(await loadEsbuild());
  } finally {
    settle();
  }
}

/** Keeps the service alive (a long-lived context) until the returned function is called. */
export function holdEsbuild(): () => void {
  busy += 1;
  void loadEsbuild();
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
