import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import path from 'node:path';
import type { Diagnostic } from '../../src/build/util/diagnostics.js';
import { REPO_ROOT } from './site.js';

export const BIN = path.join(REPO_ROOT, 'bin/docsgen.js');

/** Runs the real `docsgen` command (lib/, as a user runs it) and waits for it. */
export const docsgen = (args: readonly string[], cwd: string = REPO_ROOT): SpawnSyncReturns<string> =>
  spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: '' } });

/** The diagnostics of a command's text output (`file:line:column  severity  code  message` lines). */
export function textDiagnostics(output: string): Diagnostic[] {
  return output.split('\n').flatMap((line) => {
    const match = /^(.*):(\d+):(\d+) {2}(error|warning) {2}(\S+) {2}(.*)$/.exec(line);
    if (!match) return [];
    const [, file, lineNumber, column, severity, code, message] = match as unknown as [string, string, string, string, Diagnostic['severity'], string, string];
    return [{ file, line: Number(lineNumber), column: Number(column), severity, code, message }];
  });
}

/** The stack lines of an output: a user must never see one. */
export const stackLines = (text: string): string[] => text.split('\n').filter((line) => /^\s+at /.test(line));
