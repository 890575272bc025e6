import path from 'node:path';
import type { Command } from 'commander';
import { formatDiagnostics, summarizeCounts } from '../formatDiagnostics.js';
import { formatBytes, formatDuration } from '../progress.js';
import { tuneV8ForBatch } from '../batchTuning.js';

interface MergeFlags {
  out: string;
  quiet?: boolean;
  force?: boolean;
}

export function registerMerge(program: Command): void {
  program
    .command('merge')
    .description('join the outputs of `docsgen build --shard i/n` into one site and run the site-wide steps (links, sitemap, search index)')
    .argument('<shards...>', 'the output folder of every shard')
    .option('--out <dir>', 'output folder', 'dist')
    .option('--force', 'replace an output folder that is not empty and that docsgen did not write')
    .option('--quiet', 'only problems')
    .action(async (shards: string[], flags: MergeFlags) => {
      tuneV8ForBatch();
      const { merge } = await import('../../build/merge.js');
      const result = await merge({ shards, outDir: path.resolve(flags.out), ...(flags.force ? { force: true } : {}) });
      if (result.diagnostics.length) process.stderr.write(formatDiagnostics(result.diagnostics, 'text') + '\n');
      if (result.exitCode === 0) {
        if (!flags.quiet) {
          const where = path.relative(process.cwd(), result.outDir) || '.';
          process.stdout.write(
            `Merged ${shards.length} shards (${result.pages} pages) in ${formatDuration(result.durationMs)} → ${where} (${formatBytes(result.bytes)})\n`,
          );
        }
      } else if (result.exitCode === 1) {
        process.stderr.write(`Merge failed: ${summarizeCounts(result.diagnostics)}; the previous output is unchanged.\n`);
      }
      process.exitCode = result.exitCode;
    });
}
