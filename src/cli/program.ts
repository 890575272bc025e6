import { createRequire } from 'node:module';
import { Command, CommanderError } from 'commander';
import { registerBuild } from './commands/build.js';
import { registerCheck } from './commands/check.js';
import { registerInit } from './commands/init.js';
import { registerMerge } from './commands/merge.js';
import { registerServe } from './commands/serve.js';

const require = createRequire(import.meta.url);
const { version } = require('../../package.json') as { version: string };

export function createProgram(): Command {
  const program = new Command('docsgen')
    .description('Static site generator for the documentation of React UI component libraries')
    .version(version, '-v, --version')
    .showHelpAfterError()
    .exitOverride();
  registerBuild(program);
  registerCheck(program);
  registerInit(program);
  registerMerge(program);
  registerServe(program);
  return program;
}

/**
 * The last line of defence: a problem no stage turned into a diagnostic is one line, never a
 * stack trace (`DOCSGEN_DEBUG=1` shows the stack, for a bug report).
 */
function reportCrash(cause: unknown): void {
  const debug = process.env.DOCSGEN_DEBUG !== undefined && process.env.DOCSGEN_DEBUG !== '' && process.env.DOCSGEN_DEBUG !== '0';
  let text: string;
  try {
    text = cause instanceof Error ? (debug ? (cause.stack ?? cause.message) : cause.message) : String(cause);
  } catch {
    text = 'an error that cannot be shown';
  }
  if (!debug) text = (text.split('\n').find((line) => line.trim() !== '') ?? '').trim();
  process.stderr.write(`docsgen: unexpected error: ${text}${debug ? '' : ' (set DOCSGEN_DEBUG=1 to see where)'}\n`);
  process.exitCode = 1;
}

/** Runs the CLI; usage errors exit 2, as bad config does. */
export async function run(argv: readonly string[]): Promise<void> {
  const program = createProgram();
  const onUncaught = (cause: unknown) => {
    reportCrash(cause);
    process.exit();
  };
  process.on('uncaughtException', onUncaught);
  process.on('unhandledRejection', onUncaught);
  try {
    await program.parseAsync(argv as string[]);
  } catch (cause) {
    if (cause instanceof CommanderError) {
      process.exitCode = cause.exitCode === 0 ? 0 : 2;
      return;
    }
    reportCrash(cause);
  }
}
