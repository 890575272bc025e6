import path from 'node:path';
import type { Command } from 'commander';

interface InitFlags {
  force?: boolean;
}

export function registerInit(program: Command): void {
  program
    .command('init')
    .description('create a new documentation site from the starter template, with a package.json depending on docsgen')
    .argument('[dir]', 'the folder to create the site in (created when missing)', '.')
    .option(
      '--force',
      'write into a non-empty folder, overwriting files with the same names (nothing is deleted; an existing package.json only gains docsgen, Prettier and the scripts it lacks)',
    )
    .action(async (dir: string, flags: InitFlags) => {
      const { scaffold } = await import('../../build/init/scaffold.js');
      const { docsgenRange } = await import('../../build/init/packageJson.js');
      const { PACKAGE_ROOT } = await import('../../build/util/packageFiles.js');
      const result = scaffold({ dir, force: flags.force === true });
      if (!result.ok) {
        process.stderr.write(`${result.diagnostic.message}\n`);
        process.exitCode = 2;
        return;
      }
      const where = path.relative(process.cwd(), result.dir) || '.';
      const overwritten = new Set(result.overwritten);
      const updated = new Set(result.updated);
      const lines = [`Created a docsgen site in ${where}:`, ''];
      for (const file of result.written) lines.push(`  ${file}${updated.has(file) ? '  (updated)' : overwritten.has(file) ? '  (overwritten)' : ''}`);
      lines.push('', 'Next:');
      if (where !== '.') lines.push(`  cd ${/\s/.test(where) ? JSON.stringify(where) : where}`);
      lines.push(
        `  npm install     # installs docsgen ${docsgenRange()} and what it needs`,
        '  npm run dev     # preview at http://127.0.0.1:3000/, reloading on every change',
        '  npm run build   # write the static site to dist/',
        '  npm run check   # validate navigation, pages and links',
        '',
        'Until docsgen is on the npm registry, install it from where you have it instead of',
        `"npm install": npm install ${installSource(PACKAGE_ROOT)}`,
        '(a tarball made by "npm pack" in docsgen\'s folder, a git URL or that folder all work).',
        '',
      );
      process.stdout.write(lines.join('\n'));
    });
}

/** This docsgen's own folder when it runs from one (a clone), else a placeholder for its tarball. */
function installSource(packageRoot: string): string {
  if (packageRoot.split(path.sep).includes('node_modules')) return '<docsgen-x.y.z.tgz | git URL | folder>';
  return /\s/.test(packageRoot) ? JSON.stringify(packageRoot) : packageRoot;
}
