import fs from 'node:fs';
import path from 'node:path';
import { error, type Diagnostic } from '../util/diagnostics.js';
import type { OutputWriter } from '../emit/outputWriter.js';
import { filesBelow } from '../util/files.js';
import { DOCSGEN_ROOT_FILES } from '../util/routeProblems.js';
import { routeOfTwinPath } from '../util/twinPaths.js';

/** The site's `public/` folder (beside the config): copied to the output as is. */
export const PUBLIC_FOLDER = 'public';

const visible = (relativePath: string) => !relativePath.split('/').some((part) => part.startsWith('.'));

/** The files of `public/`, relative to it, with `/` separators. */
export function publicFiles(root: string): string[] {
  return filesIn(path.join(root, PUBLIC_FOLDER));
}

const filesIn = (folder: string) =>
  filesBelow(folder, visible)
    .map((file) => file.split(path.sep).join('/'))
    .sort();

const conflict = (file: string, what: string) =>
  error('public-file-conflict', `${PUBLIC_FOLDER}/${file} would overwrite ${what}, which docsgen writes: rename or remove it`, {
    file: `${PUBLIC_FOLDER}/${file}`,
  });

/** check's side: a public file where docsgen writes its own files or a page. */
export function checkPublicFolder(root: string, routes: ReadonlySet<string> = new Set(), options: { writesRobots?: boolean } = {}): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  // robots.txt is docsgen's when the site has a URL (it names the sitemap).
  const written = DOCSGEN_ROOT_FILES.filter((name) => options.writesRobots || name !== 'robots.txt').map((name) => (name === '_docsgen' ? '_docsgen/' : name));
  for (const file of publicFiles(root)) {
    const reserved = written.find((name) => (name.endsWith('/') ? file.startsWith(name) : file === name));
    const route = file.endsWith('index.html') ? `/${file.slice(0, -'index.html'.length)}` : undefined;
    const twinOf = routeOfTwinPath(`/${file}`);
    if (reserved) diagnostics.push(conflict(file, `/${reserved}`));
    else if (route !== undefined && routes.has(route)) diagnostics.push(conflict(file, `the page ${route}`));
    else if (twinOf !== undefined && routes.has(twinOf)) diagnostics.push(conflict(file, `the Markdown twin of the page ${twinOf}`));
  }
  return diagnostics;
}

/**
 * Copies `public/` into the output once everything else is written: a file already there is
 * docsgen's own (a page, an asset, the sitemap) and stays; the public file is an error.
 */
export function copyPublicFolder(root: string, writer: OutputWriter): Diagnostic[] {
  return copyPublicFiles(path.join(root, PUBLIC_FOLDER), writer);
}

/** copyPublicFolder from `folder`, a copy of `public/` (a shard's, see keepPublicFolder). */
export function copyPublicFiles(folder: string, writer: OutputWriter): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const file of filesIn(folder)) {
    if (fs.existsSync(path.join(writer.dir, file))) {
      diagnostics.push(conflict(file, `/${file}`));
      continue;
    }
    writer.write(file, fs.readFileSync(path.join(folder, file)));
  }
  return diagnostics;
}

/** A shard keeps `public/` as it is under `into` of its output, for `docsgen merge` to copy last, as a build does. */
export function keepPublicFolder(root: string, writer: OutputWriter, into: string): void {
  for (const file of publicFiles(root)) writer.write(`${into}/${file}`, fs.readFileSync(path.join(root, PUBLIC_FOLDER, file)));
}
