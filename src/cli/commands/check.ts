import { Option, type Command } from 'commander';
import { formatDiagnostics, summarizeCounts, type DiagnosticFormat } from '../formatDiagnostics.js';
import { formatDuration } from '../progress.js';

interface CheckFlags {
  format: DiagnosticFormat;
  strict?: boolean;
}

export function registerCheck(program: Command): void {
  program
    .command('check')
    .description('validate config, navigation, pages and every internal link, without writing output')
    .argument('[root]', 'the site folder (holding docsgen.config.*)', '.')
    .addOption(new Option('--format <format>', 'how problems are printed').choices(['text', 'json', 'github']).default('text'))
    .option('--strict', 'pages listed in no manifest are errors, not warnings')
    .action(async (root: string, flags: CheckFlags) => {
      const { check } = await import('../../build/check.js');
      const result = await check({ root, strict: flags.strict === true });
      if (result.diagnostics.length) process.stdout.write(formatDiagnostics(result.diagnostics, flags.format) + '\n');
      // The summary goes to stderr so that json and github output stay machine-readable.
      process.stderr.write(`Checked ${result.pages} pages in ${formatDuration(result.durationMs)}: ${summarizeCounts(result.diagnostics)}\n`);
      process.exitCode = result.exitCode;
    });
}
