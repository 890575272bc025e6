import fs from 'node:fs';
import path from 'node:path';
import { error, warning, type Diagnostic } from '../util/diagnostics.js';
import { OUTSIDE_SITE, outsideSiteProblem } from '../util/insideSite.js';
import type { OutputWriter } from '../emit/outputWriter.js';
import { filesBelow } from '../util/files.js';
import { DOCSGEN_ROOT_FILES } from '../util/routeProblems.js';
import { routeOfTwinPath } from '../util/twinPaths.js';

/** The site's `public/` folder (beside the config): copied to the output as is. */
export const PUBLIC_FOLDER = 'public';

const visible = (relativePath: string) => !relativePath.split('/').some((part) => part.startsWith('.'));

/** The symbolic links of `public/` (not followed into), relative to it, with `/` separators. */
function publicLinks(root: string): string[] {
  const dir = path.join(root, PUBLIC_FOLDER);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isSymbolicLink())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter(visible);
}

const isFile = (file: string) => {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
};

/** The files of `public/`, relative to it, with `/` separators: links to files of the site among them. */
export function publicFiles(root: string): string[] {
  const linkedFiles = publicLinks(root).filter((file) => {
    const absolute = path.join(root, PUBLIC_FOLDER, file);
    return isFile(absolute) && outsideSiteProblem(root, absolute) === undefined;
  });
  return [...filesBelow(path.join(root, PUBLIC_FOLDER), visible), ...linkedFiles].map((file) => file.split(path.sep).join('/')).sort();
}

/** A link of `public/` that leads out of the site is not copied: a warning at the link saying so (from `check` as from `build`). */
export function publicLinksOutside(root: string): Diagnostic[] {
  return publicLinks(root).flatMap((file) => {
    const problem = outsideSiteProblem(root, path.join(root, PUBLIC_FOLDER, file));
    return problem === undefined ? [] : [warning(OUTSIDE_SITE, `${problem}; it is skipped, not copied to the output`, { file: `${PUBLIC_FOLDER}/${file}` })];
  });
}

const conflict = (file: string, what: string) =>
  error('public-file-conflict', `${PUBLIC_FOLDER}/${file} would overwrite ${what}, which docsgen writes: rename or remove it`, {
    file: `${PUBLIC_FOLDER}/${file}`,
  });

/** check's side: a public file where docsgen writes its own files or a page. */
export function checkPublicFolder(root: string, routes: ReadonlySet<string> = new Set(), options: { writesRobots?: boolean } = {}): Diagnostic[] {
  const diagnostics: Diagnostic[] = publicLinksOutside(root);
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
  const diagnostics: Diagnostic[] = publicLinksOutside(root);
  for (const file of publicFiles(root)) {
    if (fs.existsSync(path.join(writer.dir, file))) {
      diagnostics.push(conflict(file, `/${file}`));
      continue;
    }
    writer.write(file, fs.readFileSync(path.join(root, PUBLIC_FOLDER, file)));
  }
  return diagnostics;
}
