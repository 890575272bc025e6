/** Commands that run a site's code (config, manifests, components, demos), so run supervised. */
const SUPERVISED = new Set(['build', 'check', 'serve', 'merge']);

/** Whether `argv` runs a command that runs site code (not only its help). */
export function isSupervised(argv: readonly string[]): boolean {
  const args = argv.slice(2);
  const command = args.find((arg) => !arg.startsWith('-'));
  return command !== undefined && SUPERVISED.has(command) && !args.includes('--help') && !args.includes('-h');
}

/**
 * The CLI's entry: commands that run a site's code run in a supervised thread (so that a signal
 * or the memory limit always ends them cleanly); help, version and init run here, at once.
 */
export async function main(argv: readonly string[]): Promise<void> {
  if (isSupervised(argv)) {
    const { runSupervised } = await import('./supervisor.js');
    return runSupervised(argv);
  }
  const { run } = await import('./program.js');
  await run(argv);
}
