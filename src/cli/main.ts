import { isSupervised, runSupervised } from './supervisor.js';

/**
 * The CLI's entry: commands that run a site's code run in a supervised thread (so that a signal
 * or a memory limit always ends them cleanly); help, version and init run here, at once.
 */
export async function main(argv: readonly string[]): Promise<void> {
  if (isSupervised(argv)) return runSupervised(argv);
  const { run } = await import('./program.js');
  await run(argv);
}
