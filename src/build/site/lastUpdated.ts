import { execFile } from 'node:child_process';
import type { SourcePage } from './readPages.js';

/** When each page was last changed, by its path under the content folder (`material-ui/react-button.md`). */
export type LastUpdated = ReadonlyMap<string, Date>;

const RECORD = '\x1e';

/**
 * The arguments of the one `git log` that dates every file of the content folder: each commit as
 * `\x1e<committer time>` and the files it touched, relative to the folder, NUL-separated (`-z`, so
 * no path is quoted or escaped).
 */
export const GIT_LOG_ARGS = ['log', `--format=${RECORD}%ct`, '--name-only', '--relative', '-z', '--', '.'];

/**
 * Parses the output of `git log` run with GIT_LOG_ARGS into file → date of the newest commit that
 * touched it. git lists commits newest first, so a file's first occurrence wins. The committer
 * date is when a change landed on the branch (an author date may be older than the merge).
 */
export function parseGitLog(output: string): Map<string, Date> {
  const dates = new Map<string, Date>();
  for (const record of output.split(RECORD)) {
    const [time, ...names] = record.split('\0');
    const seconds = Number(time);
    if (!time || !Number.isFinite(seconds)) continue;
    const date = new Date(seconds * 1000);
    names.forEach((name, index) => {
      // After the commit line, git puts a line break before the first name.
      const file = index === 0 ? name.replace(/^\n/, '') : name;
      if (file && !dates.has(file)) dates.set(file, date);
    });
  }
  return dates;
}

const GIT_TIMEOUT_MS = 60_000;
const GIT_MAX_OUTPUT = 512 * 1024 * 1024;

/**
 * Dates every committed file of the content folder with one git call for the whole site. Without
 * git, outside a repository or when git fails, there are no dates (and no error: a site need not
 * live in git). Uncommitted files have none either.
 */
export function readLastUpdated(contentDir: string): Promise<LastUpdated> {
  return gitDates(contentDir, GIT_LOG_ARGS);
}

function gitDates(cwd: string, args: readonly string[]): Promise<Map<string, Date>> {
  return new Promise((resolve) => {
    execFile('git', args, { cwd, encoding: 'utf8', maxBuffer: GIT_MAX_OUTPUT, timeout: GIT_TIMEOUT_MS, windowsHide: true }, (failure, stdout) =>
      resolve(failure ? new Map() : parseGitLog(stdout)),
    );
  });
}

/**
 * The arguments of the one `git log` that dates the given files (relative to the site root, where
 * it runs), each path taken as written (`--literal-pathspecs`): the same output as GIT_LOG_ARGS.
 */
export const sourceGitLogArgs = (files: readonly string[]): string[] => ['--literal-pathspecs', ...GIT_LOG_ARGS.slice(0, -1), ...files];

/**
 * `dates` (the content folder's) with each generated page's date: that of its source file (the
 * component's for an API page, the config for the home page), from `sourceDates` (by file
 * relative to the root), under the page's content path as every page's date is.
 */
export function withGeneratedPageDates(
  dates: LastUpdated,
  sourceDates: ReadonlyMap<string, Date>,
  pages: readonly Pick<SourcePage, 'generated' | 'contentPath' | 'sourceFile'>[],
): LastUpdated {
  const result = new Map(dates);
  for (const page of pages) {
    if (!page.generated) continue;
    const date = page.sourceFile === undefined ? undefined : sourceDates.get(page.sourceFile);
    if (date) result.set(page.contentPath, date);
    // A generated page has no file of its own: a file at its content path does not date it.
    else result.delete(page.contentPath);
  }
  return result;
}

/** Every page's date: `contentDates` and, with one more git call when there are any, the generated pages' sources'. */
export async function datePages(root: string, contentDates: LastUpdated, pages: readonly SourcePage[]): Promise<LastUpdated> {
  const files = [...new Set(pages.flatMap((page) => (page.generated && page.sourceFile !== undefined ? [page.sourceFile] : [])))];
  const sourceDates = files.length > 0 ? await gitDates(root, sourceGitLogArgs(files)) : new Map<string, Date>();
  return withGeneratedPageDates(contentDates, sourceDates, pages);
}

/** A date as the page shows it: the same text on every machine (UTC, English), e.g. `Jan 5, 2025`. */
const DISPLAY = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

export function formatLastUpdated(date: Date): { datetime: string; text: string } {
  return { datetime: date.toISOString(), text: DISPLAY.format(date) };
}
