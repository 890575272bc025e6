import path from 'node:path';
import { PUBLIC_FOLDER } from '../assets/publicFolder.js';
import { LOCKFILES } from '../cache/cacheKeys.js';
import { CONFIG_FILES } from '../config/load.js';
import { resolveMarkdownPlugins } from '../config/markdownPlugins.js';
import { demoProviders } from '../config/demoProviders.js';
import type { SiteConfig } from '../config/schema.js';
import { PRETTIER_CONFIG_FILES } from '../demos/jsVariant.js';
import { REDIRECTS_FILES } from '../site/redirects.js';
import { isInside, isVisibleInput } from '../util/files.js';

/**
 * The files a site is made from, as the dev server knows them from its last load: a change to one
 * of them (or to a file that could become one) rebuilds, a change to any other file is ignored.
 */
export interface SiteFiles {
  root: string;
  /** Files the site names (absolute), whether they exist or not: config and what it imports, manifests and theirs, components, logos, the favicon, markdown plugins, API entries, modules the demos import. */
  named: ReadonlySet<string>;
  /** Folders any visible file of which is part of the site or could become part of it: the content folder (pages, demos, images, translations), public/. */
  folders: readonly string[];
  /**
   * Folders whose module sources are part of the site: those of the API entries and the content
   * components (what an entry or a component imports is read with it, and not named before).
   */
  sources: readonly string[];
  /** Folders none of whose files is: the output. */
  outputs: readonly string[];
}

/** What a site is made from before its config is known: the config files, `content/` and `public/`. */
export function defaultSiteFiles(root: string): SiteFiles {
  return siteFilesOf(root, undefined, []);
}

/** What a site is made from: what its config names, and the module files (absolute) its loading and bundling read. */
export function siteFilesOf(root: string, config: SiteConfig | undefined, inputs: Iterable<string>): SiteFiles {
  const atRoot = (file: string) => path.resolve(root, file);
  const named = new Set([...CONFIG_FILES, ...REDIRECTS_FILES, ...LOCKFILES, ...PRETTIER_CONFIG_FILES].map(atRoot));
  for (const file of inputs) named.add(file);
  const components = Object.values(config?.components ?? {}).map(atRoot);
  for (const file of components) named.add(file);
  for (const product of config?.products ?? []) {
    if (product.manifest !== undefined) named.add(atRoot(product.manifest));
    if (product.logo) named.add(atRoot(product.logo));
  }
  if (config?.favicon !== undefined) named.add(atRoot(config.favicon));
  if (config) for (const provider of demoProviders(config)) named.add(atRoot(provider));
  if (config) for (const plugin of resolveMarkdownPlugins(root, config.markdown).plugins) named.add(plugin.file);
  const entries = (config?.api ?? []).flatMap((source) => (source.entry ? [atRoot(source.entry)] : []));
  for (const entry of entries) named.add(entry);
  const contentDir = atRoot(config?.contentDir ?? 'content');
  const outDir = atRoot(config?.outDir ?? 'dist');
  // An output folder that holds the site's sources (the build refuses it) hides none of them.
  const outputs = outDir !== root && !isInside(outDir, contentDir) ? [outDir] : [];
  const sources = [...new Set([...entries, ...components].map((file) => path.dirname(file)))];
  return { root, named, folders: [contentDir, atRoot(PUBLIC_FOLDER)], sources, outputs };
}

/** Editor swap and backup files, and logs: never part of a site, even in its content folder. */
const SCRATCH = /(^#.*#$|~$|\.(swp|swo|swx|swpx|bak|orig|tmp|log)$|^4913$|___jb_(tmp|old)___$)/i;

/** Source files a module may import: while the site does not build, what it will import is not known. */
const MODULE = /\.([cm]?[jt]sx?|json|css)$/;

/**
 * Whether a change to `file` (absolute, below the root) may change the site. `unsure`: the site's
 * last load failed or left problems (an import that does not resolve, a config that does not
 * load), so the files it names are not all known: any module source may be the one it misses.
 * Hidden files, installed packages, the output, swap files and logs never are (but a file the site
 * names always is, `.prettierrc` too).
 */
export function isSiteFile(files: SiteFiles, file: string, unsure: boolean): boolean {
  if (files.named.has(file)) return true;
  const relative = path.relative(files.root, file).split(path.sep).join('/');
  if (relative === '' || relative.startsWith('../') || !isVisibleInput(relative) || SCRATCH.test(path.basename(file))) return false;
  if (files.outputs.some((folder) => isInside(folder, file))) return false;
  if (files.folders.some((folder) => isInside(folder, file))) return true;
  return (unsure || files.sources.some((folder) => isInside(folder, file))) && MODULE.test(file);
}
