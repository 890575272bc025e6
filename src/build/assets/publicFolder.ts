import fs from 'node:fs';
import path from 'node:path';
import { error, warning, type Diagnostic } from '../util/diagnostics.js';
import { OUTSIDE_SITE, outsideSiteProblem } from '../util/insideSite.js';
import type { OutputWriter } from '../emit/outputWriter.js';
import { filesBelow } from '../util/files.js';
import { DOCSGEN_ROOT_FILES, LLMS_FILES } from '../util/routeProblems.js';
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

const filesIn = (folder: string) =>
  filesBelow(folder, visible)
    .map((file) => file.split(path.sep).join('/'))
    .sort();

const conflict = (file: string, what: string) =>
  error('public-file-conflict', `${PUBLIC_FOLDER}/${file} would overwrite ${what}, which docsgen writes: rename or remove it`, {
    file: `${PUBLIC_FOLDER}/${file}`,
  });

/** What docsgen writes outside `_docsgen/`, known before anything is written, for check and build alike. */
export interface DocsgenOutputs {
  /** The pages: `index.html` and the Markdown twin of each. */
  routes: ReadonlySet<string>;
  /** The routes docsgen writes a redirect page at. */
  redirects: ReadonlySet<string>;
  /** The API pages, each with its `api.json`. */
  apiRoutes: ReadonlySet<string>;
  /** Whether the site has a URL: docsgen then writes sitemap.xml and robots.txt. */
  siteUrl: boolean;
  /** Whether docsgen writes llms.txt and llms-full.txt. */
  llms: boolean;
}

/** What docsgen writes at `file` (a path in the output, `/` separators), as a message names it; undefined when nothing. */
export function docsgenFileAt(file: string, outputs: DocsgenOutputs): string | undefined {
  if (file.startsWith('_docsgen/')) return 'the folder /_docsgen/ (its assets)';
  // sitemap.xml and robots.txt are written only for a site with a URL: without one, the site's own are welcome.
  const sitemapOnly = file === 'sitemap.xml' || file === 'robots.txt';
  if ((DOCSGEN_ROOT_FILES as readonly string[]).includes(file) && (outputs.siteUrl || !sitemapOnly)) return `/${file}`;
  if ((LLMS_FILES as readonly string[]).includes(file) && outputs.llms) return `/${file}`;
  const folder = `/${file.slice(0, file.lastIndexOf('/') + 1)}`;
  const name = file.slice(file.lastIndexOf('/') + 1);
  if (name === 'index.html' && outputs.routes.has(folder)) return `the page ${folder}`;
  if (name === 'index.html' && outputs.redirects.has(folder)) return `the redirect page at ${folder}`;
  if (name === 'api.json' && outputs.apiRoutes.has(folder)) return `the API record of the page ${folder}`;
  const twinOf = routeOfTwinPath(`/${file}`);
  if (twinOf !== undefined && outputs.routes.has(twinOf)) return `the Markdown twin of the page ${twinOf}`;
  return undefined;
}

/** check's side: a public file where docsgen writes a file of its own. */
export function checkPublicFolder(root: string, outputs: DocsgenOutputs): Diagnostic[] {
  const conflicts = publicFiles(root).flatMap((file) => {
    const what = docsgenFileAt(file, outputs);
    return what === undefined ? [] : [conflict(file, what)];
  });
  return [...publicLinksOutside(root), ...conflicts];
}

/**
 * Copies `public/` into the output once everything else is written. A file where docsgen writes
 * one (`docsgenFileAt`, as check finds it, whether or not this build got as far as writing it), or
 * that is already there, is docsgen's own (a page, an asset, the sitemap) and stays; the public
 * file is an error.
 */
export function copyPublicFolder(root: string, writer: OutputWriter, outputs?: DocsgenOutputs): Diagnostic[] {
  return [...publicLinksOutside(root), ...copyFiles(path.join(root, PUBLIC_FOLDER), publicFiles(root), writer, outputs)];
}

/** copyPublicFolder from `folder`, a copy of `public/` (a shard's, see keepPublicFolder). */
export const copyPublicFiles = (folder: string, writer: OutputWriter, outputs?: DocsgenOutputs): Diagnostic[] =>
  copyFiles(folder, filesIn(folder), writer, outputs);

function copyFiles(folder: string, files: readonly string[], writer: OutputWriter, outputs?: DocsgenOutputs): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const file of files) {
    const what = (outputs && docsgenFileAt(file, outputs)) ?? (fs.existsSync(path.join(writer.dir, file)) ? `/${file}` : undefined);
    if (what !== undefined) {
      diagnostics.push(conflict(file, what));
      continue;
    }
    writer.write(file, fs.readFileSync(path.join(folder, file)));
  }
  return diagnostics;
}

/** A shard keeps `public/` as it is under `into` of its output, for `docsgen merge` to copy last, as a build does. */
export function keepPublicFolder(root: string, writer: OutputWriter, into: string): Diagnostic[] {
  for (const file of publicFiles(root)) writer.write(`${into}/${file}`, fs.readFileSync(path.join(root, PUBLIC_FOLDER, file)));
  return publicLinksOutside(root);
}
