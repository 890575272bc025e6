import path from 'node:path';
import { PUBLIC_FOLDER, publicFiles } from '../assets/publicFolder.js';
import { PRETTIER_CONFIG_FILES } from '../demos/jsVariant.js';
import { keyDigest } from '../util/digest.js';
import { resolveMarkdownPlugins } from '../config/markdownPlugins.js';
import { demoProviders } from '../config/demoProviders.js';
import { contentsOrMissing, filesBelow, isInside, isVisibleInput } from '../util/files.js';
import type { SiteModel } from '../site/loadSite.js';
import type { SourcePage } from '../site/readPages.js';

/** The lockfiles of npm, pnpm, yarn and bun: one changes when the installed packages do. */
export const LOCKFILES = ['package-lock.json', 'pnpm-lock.yaml', 'yarn.lock', 'bun.lock', 'bun.lockb'];

/**
 * What every page's HTML depends on besides its own source: docsgen itself, the config, the
 * dependencies (lockfile), the Prettier config, the markdown plugins' modules, manifests, translations, the routes (links between pages), and every
 * file of the content folder that is not a page (demos, images, the modules they import), the
 * content components, logos and favicon, the demo providers, and the files of public/. One changes: every page renders again.
 */
export function siteKey(site: SiteModel, identity: string): string {
  const { root, contentDir, config } = site;
  const files = [
    ...LOCKFILES.map((name) => path.join(root, name)),
    // The generated JS variants of demos are formatted as the site's Prettier config says.
    ...PRETTIER_CONFIG_FILES.map((name) => path.join(root, name)),
    ...Object.values(config.components).map((file) => path.resolve(root, file)),
    // The site's markdown plugins by their module's file (their options are in the config).
    ...resolveMarkdownPlugins(root, config.markdown).plugins.map((plugin) => plugin.file),
    ...config.products.flatMap((product) => (product.logo ? [path.resolve(root, product.logo)] : [])),
    ...(config.favicon === undefined ? [] : [path.resolve(root, config.favicon)]),
    // Demo providers wrap the demos of every page of their products (the modules they import are the bundle's inputs).
    ...demoProviders(config).map((file) => path.resolve(root, file)),
    ...filesBelow(contentDir, (file) => isVisibleInput(file) && !file.endsWith('.md')).map((file) => path.join(contentDir, file)),
    // Copied as is, but a public file where docsgen writes one is each build's error.
    ...publicFiles(root).map((file) => path.join(root, PUBLIC_FOLDER, file)),
  ];
  return keyDigest(
    identity,
    JSON.stringify(config),
    JSON.stringify([...site.manifests]),
    JSON.stringify(site.dictionary),
    JSON.stringify([...site.routeByContentPath]),
    ...files.flatMap((file) => [path.relative(root, file), contentsOrMissing(file)]),
  );
}

/**
 * The files among `inputs` (a bundle's sources, absolute) that no other key covers: not in the
 * content folder (the site's key), not in installed packages (the lockfile), not docsgen's own
 * (its identity). Relative to the site root, sorted: a module outside the content folder that
 * a demo imports.
 */
export function siteInputs(site: Pick<SiteModel, 'root' | 'contentDir'>, packageRoot: string, inputs: readonly string[]): string[] {
  const covered = [site.contentDir, ...['lib', 'src', 'templates'].map((folder) => path.join(packageRoot, folder))];
  return inputs
    .filter((file) => !file.split(path.sep).includes('node_modules') && !covered.some((folder) => isInside(folder, file)))
    .map((file) => path.relative(site.root, file).split(path.sep).join('/'))
    .sort();
}

/** The key of files (relative to `root`) by their contents; a missing file counts as such. */
export const filesKey = (root: string, files: readonly string[]): string =>
  keyDigest('files', ...files.flatMap((file) => [file, contentsOrMissing(path.resolve(root, file))]));

/** A page's key: the site's, its source, and what else is known of it (its last-updated date). */
export function pageKey(site: string, page: SourcePage, extra = ''): string {
  // A generated page's source is its edit link: a component moved to another file is a new page.
  const source = page.sourceFile === undefined ? [] : [page.sourceFile];
  // Where its links are reported: a line added above a JSDoc moves them, not the page.
  const places = page.linePlaces === undefined ? [] : [JSON.stringify(page.linePlaces)];
  return keyDigest(site, page.file, page.route, JSON.stringify(page.frontMatter), page.body, extra, ...source, ...places);
}

/** The key of a part of the search index: its place (its folder) and its pages' keys, in order. */
export const searchPartKey = (place: number, pageKeys: readonly string[]): string => keyDigest('search-part', String(place), ...pageKeys);

/**
 * The key of the shared assets a renderer wrote (runtime chunks, stylesheet, fonts, nav data,
 * logos): their names and bytes. Pages embed their names, so it is part of every page's key.
 */
export function sharedFilesKey(files: Iterable<readonly [relativePath: string, content: Uint8Array]>): string {
  const parts: (string | Uint8Array)[] = [];
  for (const [relativePath, content] of [...files].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) parts.push(relativePath, content);
  return keyDigest('shared-files', ...parts);
}

/**
 * What every page's key starts from: the site's key and the shared assets it was rendered with
 * (a page of a build whose runtime chunks changed, a demo taken off another page, is rendered
 * again rather than linking to chunks that are gone).
 */
export const pagesKey = (site: string, sharedKey: string): string => keyDigest('pages', site, sharedKey);

/**
 * What a whole build's output is made from: every page's key in the site's order (each holds the
 * page's source and date, the site's key and the shared assets'), and what else the site-wide
 * steps read (the API reference, the size of the search index's parts). Two builds of one key
 * make the same output.
 */
export const outputKey = (pageKeys: readonly string[], ...rest: readonly string[]): string => keyDigest('output', ...pageKeys, ...rest);
