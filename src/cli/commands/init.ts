import path from 'node:path';
import type { Command } from 'commander';

interface InitFlags {
  force?: boolean;
}

export function registerInit(program: Command): void {
  program
    .command('init')
    .description('create a new documentation site from the starter template')
    .argument('[dir]', 'the folder to create the site in (created when missing)', '.')
    .option('--force', 'write into a non-empty folder, overwriting files with the same names (nothing is deleted)')
    .action(async (dir: string, flags: InitFlags) => {
      const { scaffold } = await import('../../build/init/scaffold.js');
      const result = scaffold({ dir, force: flags.force === true });
      if (!result.ok) {
        process.stderr.write(`${result.diagnostic.message}\n`);
        process.exitCode = 2;
        return;
      }
      const where = path.relative(process.cwd(), result.dir) || '.';
      const overwritten = new Set(result.overwritten);
      const lines = [`Created a docsgen site in ${where}:`, ''];
      for (const file of result.written) lines.push(`  ${file}${overwritten.has(file) ? '  (overwritten)' : ''}`);
      lines.push('', 'Next:');
      if (where !== '.') lines.push(`  cd ${/\s/.test(where) ? JSON.stringify(where) : where}`);
      lines.push(
        '  npx docsgen build           # write the static site to dist/',
        '  npx docsgen serve --watch   # preview, reloading on every change',
        '  npx docsgen check           # validate navigation, pages and links',
        '',
      );
      process.stdout.write(lines.join('\n'));
    });
}
