import { error, type Diagnostic } from '../util/diagnostics.js';
import { DOCSGEN_ROOT_FILES, LLMS_FILES, SHARD_PUBLIC_FOLDER, SHARD_RECORD_FILE } from '../util/routeProblems.js';
import { outputFileForRoute } from '../util/routes.js';
import { twinFile } from '../util/twinPaths.js';
import type { SourcePage } from './readPages.js';

/** Files docsgen writes at the root of the output besides the pages' (the shard record only in `--shard` builds). */
const DOCSGEN_FILES: readonly string[] = [...DOCSGEN_ROOT_FILES.filter((name) => name !== '_docsgen'), ...LLMS_FILES, SHARD_RECORD_FILE];

type Page = Pick<SourcePage, 'route' | 'file' | 'pathnameLine' | 'generated'>;

/** A file of the output and what writes it: a page (and what the file is to it), or docsgen for itself. */
interface Claim {
  file: string;
  what: string;
  page?: Page;
}

/** The files a page writes: its HTML, its Markdown twin, and an API page's `api.json`. */
function filesOfPage(page: Page): Claim[] {
  const files = [
    { file: outputFileForRoute(page.route), what: 'HTML', page },
    { file: twinFile(page.route), what: 'Markdown twin', page },
  ];
  if (page.generated === 'api') files.push({ file: `${page.route.slice(1)}api.json`, what: 'api.json', page });
  return files;
}

const GENERATED = { home: 'the home page it generates', api: 'an API page of config "api"' } as const;

const describe = ({ file, what, page }: Claim): string =>
  page ? `${file}, the ${what} of ${page.route} (${page.generated ? GENERATED[page.generated] : page.file})` : `${file} for itself`;

/**
 * Pages whose output files would overwrite another output file, or take the place of a folder
 * another file goes in (on a case-insensitive file system too): `/index/`'s twin is `index.md`,
 * the home page's; `/x/api.json/` needs a folder where the API page `/x/` writes its `api.json`.
 * Routes are taken shortest first, so the error is at the page that came to an occupied place
 * (its `pathname:` line, else line 1); each page is reported once, and given back to be left out
 * of the site (its route stays, as an unreadable page's: one error, no follow-on).
 */
export function outputCollisions<T extends Page>(pages: readonly T[]): { colliding: Set<T>; diagnostics: Diagnostic[] } {
  const files = new Map<string, Claim>();
  const folders = new Map<string, Claim>();
  for (const file of DOCSGEN_FILES) files.set(file.toLowerCase(), { file, what: 'file' });
  files.set('_docsgen', { file: '_docsgen/', what: 'assets' });
  files.set(SHARD_PUBLIC_FOLDER, { file: `${SHARD_PUBLIC_FOLDER}/`, what: 'public files of a shard' });
  const byLength = [...pages].sort((a, b) => a.route.length - b.route.length || (a.route < b.route ? -1 : a.route > b.route ? 1 : 0));
  const diagnostics: Diagnostic[] = [];
  const colliding = new Set<T>();
  for (const page of byLength) {
    const claims = filesOfPage(page);
    const clash = claims.map((claim) => collision(claim, files, folders)).find((found) => found !== undefined);
    if (clash) {
      const [mine, theirs] = clash;
      const message = `The route ${page.route} collides with another output file: its ${mine.what} would be ${mine.file}, where docsgen writes ${describe(theirs)}; choose another pathname`;
      diagnostics.push(error('route-collision', message, { file: page.file, line: page.pathnameLine ?? 1 }));
      colliding.add(page);
      continue;
    }
    for (const claim of claims) {
      files.set(claim.file.toLowerCase(), claim);
      for (const folder of foldersOf(claim.file)) if (!folders.has(folder)) folders.set(folder, claim);
    }
  }
  return { colliding, diagnostics };
}

/** The parent folders of a relative path, case-folded: `a/b/c.md` → `a`, `a/b`. */
function foldersOf(file: string): string[] {
  const segments = file.toLowerCase().split('/').slice(0, -1);
  return segments.map((_, index) => segments.slice(0, index + 1).join('/'));
}

/** What `claim` would collide with: a file at its path or at one of its folders, or a folder at its path. */
function collision(claim: Claim, files: ReadonlyMap<string, Claim>, folders: ReadonlyMap<string, Claim>): [Claim, Claim] | undefined {
  const key = claim.file.toLowerCase();
  const other =
    files.get(key) ??
    folders.get(key) ??
    foldersOf(claim.file)
      .map((folder) => files.get(folder))
      .find((found) => found !== undefined);
  return other ? [claim, other] : undefined;
}
