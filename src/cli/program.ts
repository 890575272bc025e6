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

/** Runs the CLI; usage errors exit 2, as bad config does. */
export async function run(argv: readonly string[]): Promise<void> {
  const program = createProgram();
  try {
    await program.parseAsync(argv as string[]);
  } catch (cause) {
    if (cause instanceof CommanderError) {
      process.exitCode = cause.exitCode === 0 ? 0 : 2;
      return;
    }
    throw cause;
  }
}
