import path from 'node:path';
import { InvalidArgumentError, type Command } from 'commander';
import { siteUrlProblem } from '../../build/config/siteUrl.js';
import { parseShard, type Shard } from '../../build/shard/shard.js';
import { formatDiagnostics, summarizeCounts } from '../formatDiagnostics.js';
import { formatBytes, formatDuration, Progress } from '../progress.js';
import { tuneV8ForBatch } from '../batchTuning.js';
import { onInterrupt, STOPPED_MESSAGE } from '../interrupt.js';

interface BuildFlags {
  out?: string;
  base?: string;
  siteUrl?: string;
  quiet?: boolean;
  concurrency?: number;
  cache: boolean;
  shard?: Shard;
  force?: boolean;
  timings?: boolean;
}

function positiveInteger(text: string): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) throw new InvalidArgumentError('expected a whole number of at least 1');
  return value;
}

function shardOption(text: string): Shard {
  const shard = parseShard(text);
  if (!shard.ok) throw new InvalidArgumentError(shard.diagnostics.map((problem) => problem.message).join('; '));
  return shard.value;
}

/** One line: each stage the build reached, by its name in ARCHITECTURE.md's diagram, and its time. */
export function formatStages(stages: Partial<Record<string, number>>): string {
  return `Stages: ${Object.entries(stages)
    .map(([stage, ms]) => `${stage} ${formatDuration(ms ?? 0)}`)
    .join(', ')}`;
}

export function registerBuild(program: Command): void {
  program
    .command('build')
    .description('build the static site')
    .argument('[root]', 'the site folder (holding docsgen.config.*)', '.')
    .option('--out <dir>', 'output folder (default: config outDir, "dist")')
    .option('--base <path>', 'URL path the site is served under (default "/")')
    .option('--site-url <url>', 'absolute URL of the site, for canonical links and sitemap.xml')
    .option('--concurrency <n>', 'threads that render pages (default: the number of cores)', positiveInteger)
    .option('--no-cache', 'render every page, without reading or filling .docsgen/cache')
    .option('--shard <i/n>', 'render the i-th of n shares of the pages, for `docsgen merge` (e.g. 2/4)', shardOption)
    .option('--force', 'replace an output folder that is not empty and that docsgen did not write')
    .option('--quiet', 'no progress, only problems')
    .option('--timings', 'say how long each stage of the build took (loadProject, planOutput, startRendering, renderPages, completeOutput, commit)')
    .action(async (root: string, flags: BuildFlags) => {
      // Checked here rather than by commander, whose errors come with the whole help text.
      const siteUrlError = flags.siteUrl === undefined ? undefined : siteUrlProblem(flags.siteUrl);
      if (siteUrlError) {
        process.stderr.write(`Invalid --site-url: ${siteUrlError}\n`);
        process.exitCode = 2;
        return;
      }
      const progress = new Progress(process.stderr, flags.quiet === true);
      const controller = new AbortController();
      const stopListening = onInterrupt(() => controller.abort());
      try {
        tuneV8ForBatch();
        // Loaded on use, so `docsgen --help` starts without React, MUI and esbuild.
        const { build } = await import('../../build/build.js');
        const result = await build({
          root,
          ...(flags.out ? { outDir: path.resolve(flags.out) } : {}),
          ...(flags.base ? { base: flags.base } : {}),
          ...(flags.siteUrl ? { siteUrl: flags.siteUrl } : {}),
          ...(flags.concurrency ? { concurrency: flags.concurrency } : {}),
          ...(flags.shard ? { shard: flags.shard } : {}),
          cache: flags.cache,
          ...(flags.force ? { force: true } : {}),
          onProgress: (done, total) => progress.update(done, total, 'Rendering pages'),
          signal: controller.signal,
        });
        progress.clear();
        if (controller.signal.aborted) {
          // What the build found before it stopped, then the one line a stop says (as when the thread must be terminated).
          const found = result.diagnostics.filter((diagnostic) => diagnostic.code !== 'interrupted');
          process.stderr.write((found.length ? formatDiagnostics(found, 'text') + '\n' : '') + `${STOPPED_MESSAGE}\n`);
          process.exitCode = 130;
          return;
        }
        if (result.diagnostics.length) process.stderr.write(formatDiagnostics(result.diagnostics, 'text') + '\n');
        if (result.exitCode === 0) {
          if (!flags.quiet) {
            const where = path.relative(process.cwd(), result.outDir ?? '') || '.';
            process.stdout.write(
              `Built ${result.pages} pages${flags.shard ? ` (shard ${flags.shard.index}/${flags.shard.count})` : ''} in ${formatDuration(result.durationMs)} → ${where} (${formatBytes(result.bytes)}` +
                (result.cachedPages ? `, ${result.cachedPages} from the cache` : '') +
                (result.unchanged ? ', output unchanged' : '') +
                ')' +
                (result.diagnostics.length ? `, ${summarizeCounts(result.diagnostics)}` : '') +
                '\n',
            );
          }
        } else if (result.exitCode === 1) {
          process.stderr.write(`Build failed: ${summarizeCounts(result.diagnostics)}; the previous output is unchanged.\n`);
        }
        if (flags.timings) process.stderr.write(`${formatStages(result.stages)}\n`);
        process.exitCode = result.exitCode;
      } finally {
        stopListening();
      }
    });
}
