import path from 'node:path';
import { matter } from '../vendor/frontMatter.js';
import { readComponentPage, type ComponentPage } from './componentPage.js';
import { checkTextKeys } from './frontMatterFields.js';
import { error, fail, succeed, type Diagnostic, type Result } from '../util/diagnostics.js';
import { lineAtOffset, lineOfText, relativeFile } from '../util/files.js';
import { caseFoldedRoute, routeProblem } from '../util/routeProblems.js';
import { productFromRoute, type ConfiguredProduct, type ProductInfo } from '../util/products.js';
import { normalizeRoute, routeFromContentPath } from '../util/routes.js';
import { listMarkdownFiles, readPageBytes } from './pageFiles.js';
import { insideSite, outsideSiteError } from '../util/insideSite.js';
import type { DocPlace } from '../api/types.js';

export interface SourcePage extends ProductInfo {
  /** Path relative to the site root (for diagnostics). */
  file: string;
  /** Path relative to the content folder, e.g. `material-ui/react-button.md`. */
  contentPath: string;
  route: string;
  frontMatter: Record<string, unknown>;
  /** Markdown without the front matter. */
  body: string;
  /** Lines taken by the front matter block. */
  lineOffset: number;
  /** The line of front matter `pathname:`, where problems of the page's route are reported (else 1). */
  pathnameLine?: number;
  /** What its front matter says about the component it documents (MUI's `components`, `githubLabel`…), when anything. */
  componentPage?: ComponentPage;
  /**
   * A page docsgen made, not read from a file: `home`, the product list shown when there is no
   * `index.md`; `api`, a component's API reference (config `api`).
   */
  generated?: 'home' | 'api';
  /**
   * A generated page's source in the site (relative to the root, `/`-separated): the component's
   * file for an API page, the config for the home page. Its footer's edit link and date are that
   * file's; none when the site does not hold it (a package in `node_modules`).
   */
  sourceFile?: string;
  /**
   * For an API page: the place of the JSDoc each line of its body comes from (by 1-based line),
   * where the links and problems met on that line are reported (see `placeAtSource`).
   */
  linePlaces?: Record<number, DocPlace>;
  /** An API tab of a component page (config `layout: 'tabs'`): that page's route. It is listed where that page is. */
  tabOf?: string;
  /** A component page with API tabs (config `layout: 'tabs'`): their routes, linked below its description. */
  apiTabs?: { components?: string; hooks?: string };
}

export interface ReadPagesResult {
  pages: SourcePage[];
  /**
   * Routes of the pages that could not be read (unreadable, bad front matter, too large): they are
   * still pages of the site for links and manifests, so that one bad page gives one error.
   */
  unreadable: Array<{ contentPath: string; route: string }>;
  diagnostics: Diagnostic[];
}

/**
 * How many values front matter may hold once YAML aliases are expanded. js-yaml shares an
 * aliased value by reference, so nine levels of nine aliases ("billion laughs") parse at once,
 * into a value that anything walking or serialising it (the cache key) expands to 9^9 strings.
 */
export const MAX_FRONT_MATTER_VALUES = 10_000;

const utf8 = new TextDecoder('utf-8', { fatal: true });

/** The line of the first byte sequence that is not valid UTF-8. */
function firstInvalidUtf8Line(bytes: Uint8Array): number {
  let start = 0;
  let line = 1;
  for (let i = 0; i <= bytes.length; i++) {
    if (i === bytes.length || bytes[i] === 10) {
      try {
        utf8.decode(bytes.subarray(start, i));
      } catch {
        return line;
      }
      start = i + 1;
      line++;
    }
  }
  return 1;
}

interface YamlLikeError {
  mark?: { line?: number; column?: number };
  reason?: string;
  message?: string;
}

/** The language named after the opening `---` (`---js`), lower case; undefined when none is named. */
function frontMatterLanguage(text: string): string | undefined {
  if (!text.startsWith('---') || text[3] === '-') return undefined;
  const named = /^---[ \t]*([^\s]*)/.exec(text)?.[1] ?? '';
  return named === '' ? undefined : named.toLowerCase();
}

const refuseCode = (): never => {
  throw new Error('front matter must be YAML');
};
/** gray-matter runs `---js` front matter with eval: every engine but YAML is replaced, as a second guard behind `frontMatterLanguage`. */
const YAML_ONLY = {
  language: 'yaml',
  engines: { js: refuseCode, javascript: refuseCode, coffee: refuseCode, coffeescript: refuseCode, cson: refuseCode, json: refuseCode, toml: refuseCode },
};

type ParsedPage = Omit<SourcePage, 'route' | 'productCategoryId' | 'productId' | 'generated'>;

/** Reads one page: bytes → UTF-8 text → front matter and body. */
export function readPage(root: string, contentDir: string, contentPath: string): { page?: ParsedPage; diagnostics: Diagnostic[] } {
  const absolute = path.join(contentDir, contentPath);
  const file = relativeFile(root, absolute);
  // A page is named by being listed: a link out of the site is an error at the link itself.
  const inside = insideSite(root, absolute, { file, line: 1, column: 1 });
  if (!inside.ok) return { diagnostics: inside.diagnostics };
  const read = readPageBytes(absolute, file);
  if (!Buffer.isBuffer(read)) return { diagnostics: [read] };
  const bytes = read;
  let text: string;
  try {
    text = utf8.decode(bytes);
  } catch {
    const line = firstInvalidUtf8Line(bytes);
    return { diagnostics: [error('invalid-utf8', 'The file is not valid UTF-8: save it with UTF-8 encoding', { file, line })] };
  }
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const language = frontMatterLanguage(text);
  if (language !== undefined && language !== 'yaml' && language !== 'yml') {
    const message = `Front matter must be YAML: "---${language}" front matter would be run as code, which docsgen never does`;
    return { diagnostics: [error('front-matter-not-yaml', message, { file, line: 1, column: 4 })] };
  }
  let parsed: matter.GrayMatterFile<string>;
  try {
    // Passing options also turns off gray-matter's unbounded cache of every parsed string.
    parsed = matter(text, YAML_ONLY);
  } catch (cause) {
    const yamlError = cause as YamlLikeError;
    // gray-matter hands js-yaml the text after the opening `---`, newline included, so the
    // YAML's 0-based line n is the file's line n + 1.
    const line = (yamlError.mark?.line ?? 0) + 1;
    const column = (yamlError.mark?.column ?? -1) + 1;
    const reason = cause instanceof RangeError ? 'it nests too deeply' : (yamlError.reason ?? yamlError.message ?? String(cause));
    return { diagnostics: [error('invalid-front-matter', `Invalid front matter: ${reason}`, { file, line, column })] };
  }
  const data = parsed.data as unknown;
  if (data === null || typeof data !== 'object' || Array.isArray(data)) {
    return { diagnostics: [error('invalid-front-matter', 'Invalid front matter: expected key: value pairs', { file, line: 2 })] };
  }
  if (!withinValueCount(data, MAX_FRONT_MATTER_VALUES)) {
    const aliasLine = firstAliasLine(text.slice(0, text.length - parsed.content.length));
    return {
      diagnostics: [
        error('front-matter-too-large', `Invalid front matter: it expands to more than ${MAX_FRONT_MATTER_VALUES} values (YAML aliases repeating aliases?)`, {
          file,
          line: aliasLine,
          column: 1,
        }),
      ],
    };
  }
  const bodyStart = text.length - parsed.content.length;
  const lineOffset = parsed.content === text ? 0 : lineAtOffset(text, bodyStart) - 1;
  const frontMatterText = text.slice(0, bodyStart);
  const pathnameLine = 'pathname' in data ? lineOfText(frontMatterText, /^pathname[ \t]*:/m) : 0;
  // A key of the wrong type is reported and left out: the page is still read.
  const { frontMatter, diagnostics } = checkTextKeys(data as Record<string, unknown>, frontMatterText, file);
  const componentPage = readComponentPage(frontMatter, frontMatterText, file);
  return {
    page: {
      file,
      contentPath,
      frontMatter,
      body: parsed.content,
      lineOffset,
      ...(pathnameLine > 0 ? { pathnameLine } : {}),
      ...(componentPage.page ? { componentPage: componentPage.page } : {}),
    },
    diagnostics: [...diagnostics, ...componentPage.diagnostics],
  };
}

/** Whether a value holds at most `limit` values, aliased ones counted each time (a walk of its own, without recursion). */
function withinValueCount(value: unknown, limit: number): boolean {
  const pending: unknown[] = [value];
  let count = 0;
  while (pending.length > 0) {
    const next = pending.pop();
    if (++count > limit) return false;
    if (next !== null && typeof next === 'object') {
      for (const child of Object.values(next)) pending.push(child);
    }
  }
  return true;
}

/** The line of the first YAML alias (`*name`) in a front matter block, else its first line. */
function firstAliasLine(frontMatter: string): number {
  const lines = frontMatter.split('\n');
  const index = lines.findIndex((line) => /(?:^|[\s,[{:-])\*[^\s,[\]{}]+/.test(line));
  return index === -1 ? 1 : index + 1;
}

/**
 * The route of a page: front matter `pathname:` or its path under the content folder — or, when
 * that cannot be a route (`..`, a backslash, a reserved name), the problem, at the `pathname:` line.
 */
export function pageRoute(page: Pick<SourcePage, 'file' | 'contentPath' | 'frontMatter' | 'pathnameLine'>): Result<string> {
  const override = page.frontMatter.pathname;
  const fromFrontMatter = typeof override === 'string' && override.trim() !== '';
  const written = fromFrontMatter ? override : page.contentPath.replace(/\.md$/i, '');
  const problem = routeProblem(written);
  if (problem !== undefined) return fail(error('invalid-route', problem, { file: page.file, line: page.pathnameLine ?? 1 }));
  return succeed(fromFrontMatter ? normalizeRoute(override) : routeFromContentPath(page.contentPath));
}

/**
 * The page at `contentPath` in the content folder as the site has it: read, routed and given its
 * product. `read: false` when the file could not be read (its problems in `diagnostics`); with
 * `read: true` and no page, the route it asks for is not one.
 */
export function sourcePage(
  root: string,
  contentDir: string,
  contentPath: string,
  products: readonly ConfiguredProduct[],
): { read: boolean; page?: SourcePage; diagnostics: Diagnostic[] } {
  const result = readPage(root, contentDir, contentPath);
  if (!result.page) return { read: false, diagnostics: result.diagnostics };
  const routed = pageRoute(result.page);
  if (!routed.ok) return { read: true, diagnostics: [...result.diagnostics, ...routed.diagnostics] };
  const route = routed.value;
  return { read: true, page: { ...result.page, route, ...productFromRoute(route, products) }, diagnostics: result.diagnostics };
}

/**
 * Reads every page of the content folder, each given its product (the configured `products` win
 * over the preset table). Two files on one route is an error naming both, and so are two routes
 * that differ only by case: they overwrite each other on case-insensitive file systems.
 */
export function readPages(root: string, contentDir: string, products: readonly ConfiguredProduct[] = []): ReadPagesResult {
  const diagnostics: Diagnostic[] = [];
  const pages: SourcePage[] = [];
  const unreadable: ReadPagesResult['unreadable'] = [];
  const byRoute = new Map<string, SourcePage>();
  const listed = listMarkdownFiles(contentDir);
  // Linked folders are not read; one that leads out of the site is said to, as its pages would be.
  for (const folder of listed.linkedFolders) {
    const absolute = path.join(contentDir, folder);
    const outside = outsideSiteError(root, absolute, { file: relativeFile(root, absolute), line: 0, column: 0 });
    if (outside) diagnostics.push(outside);
  }
  for (const contentPath of listed.files) {
    const result = sourcePage(root, contentDir, contentPath, products);
    diagnostics.push(...result.diagnostics);
    // Still a route (from its path), so that links and manifests pointing at it add no errors of their own.
    if (!result.read && routeProblem(contentPath.replace(/\.md$/i, '')) === undefined)
      unreadable.push({ contentPath, route: routeFromContentPath(contentPath) });
    const { page } = result;
    if (!page) continue;
    const { route } = page;
    const existing = byRoute.get(caseFoldedRoute(route));
    if (existing) {
      const clash =
        existing.route === route
          ? `Two files map to the route ${route}`
          : `Two routes differ only by case, ${existing.route} and ${route}, and would overwrite each other on a case-insensitive file system`;
      diagnostics.push(error('duplicate-route', `${clash}: ${existing.file} and ${page.file}`, { file: page.file, line: page.pathnameLine ?? 1 }));
      continue;
    }
    byRoute.set(caseFoldedRoute(route), page);
    pages.push(page);
  }
  return { pages, unreadable, diagnostics };
}
