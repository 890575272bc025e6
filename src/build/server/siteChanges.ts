import path from 'node:path';
import type { DevSearchIndex } from '../search/devSearchIndex.js';
import { error, fail, formatDiagnosticText, sortDiagnostics, succeed, type Diagnostic } from '../util/diagnostics.js';
import type { ChangeOutcome, DevSite, ServedPage } from './devSite.js';
import type { LiveReload } from './liveReload.js';
import { isSiteFile } from './siteFiles.js';

/**
 * What the dev server does with its site over time, and what it says of it: the start, the check
 * of every page after it, each batch of changes (the fast paths for edited pages and manifests,
 * else a reload) and each page rendered on request. What goes wrong is said once in the terminal
 * and shown over the open pages until a change builds; a change that builds reloads them.
 */
export class SiteChanges {
  /** The errors of the last change (or of the start), shown over every open page until a change builds. */
  private changeProblems: Diagnostic[] = [];
  /** After a reload that did not build, the next change reloads too: the last good state may lack what it brought (a page added with a broken link). */
  private reloadFailed = false;
  private readonly reported = new WeakSet<ServedPage>();

  constructor(
    private readonly site: DevSite,
    private readonly live: LiveReload,
    private readonly searchIndex: DevSearchIndex,
    private readonly log: (line: string) => void,
  ) {}

  /**
   * Whether a change to `file` (absolute) may change the site: one it is made from or could be
   * (see isSiteFile); while it does not build, any module source too.
   */
  takes(file: string): boolean {
    return isSiteFile(this.site.files, file, this.reloadFailed || this.problems().length > 0);
  }

  /** Errors shown over open pages: the last change's, and those of the pages rendered since. */
  problems(): Diagnostic[] {
    return sortDiagnostics([...this.changeProblems, ...this.site.renderProblems()]);
  }

  /** Loads the site, rendering nothing: what the first request needs. Its problems are shown at once. */
  async start(): Promise<ChangeOutcome> {
    const outcome = await this.site.start().catch(crashed);
    if (!outcome.ok) {
      this.reloadFailed = true;
      this.report(outcome, 0, '');
    }
    return outcome;
  }

  /**
   * After the server is ready, every page is checked (outlines and links) while requests are
   * answered; what it finds is shown as a change's problems. Open pages are not reloaded: the site
   * they show did not change.
   */
  async check(started: Promise<ChangeOutcome>): Promise<void> {
    const startedAt = performance.now();
    const loaded = await started;
    const checked = await this.site.checkPages().catch(crashed);
    const found = checked.ok ? [] : checked.diagnostics;
    // The start's own problems were said when it ended; they stay shown with the check's.
    this.changeProblems = sortDiagnostics([...(loaded.ok ? [] : loaded.diagnostics), ...found]);
    this.reloadFailed = this.changeProblems.length > 0;
    if (checked.ok && checked.diagnostics.length > 0) this.log(formatProblems(checked.diagnostics));
    if (found.length > 0) {
      this.log(formatProblems(found));
      this.live.problems(this.problems());
    } else if (loaded.ok) this.log(`Checked the site in ${Math.round(performance.now() - startedAt)} ms`);
  }

  /**
   * Applies one batch of changed files (see ChangeQueue). `changedSince()` says whether a file of
   * the batch changed while it was applied: its problems may then come from a save read
   * half-written, and are left to the batch that follows to say.
   */
  async apply(files: string[], changedSince: () => boolean): Promise<void> {
    const started = performance.now();
    const report = (outcome: ChangeOutcome, what: string) => {
      if (!outcome.ok && changedSince()) this.changeProblems = outcome.diagnostics;
      else this.report(outcome, started, what);
    };
    try {
      const outcomes: (ChangeOutcome | undefined)[] = [];
      for (const file of this.reloadFailed ? [] : files) {
        const outcome = this.site.isPageFile(file) ? await this.site.pageChanged(file) : await this.site.manifestChanged(file);
        outcomes.push(outcome);
        if (!outcome) break;
      }
      if (files.length > 0 && outcomes.length === files.length && outcomes.every((outcome) => outcome !== undefined)) {
        const failed = outcomes.find((outcome) => !outcome.ok);
        report(failed ?? succeed(undefined), `Updated ${files.map((file) => path.relative(this.site.root, file)).join(', ')}`);
        return;
      }
      const stylesheets = onlyStylesheets(files) && !this.reloadFailed ? this.site.stylesheetHrefs() : undefined;
      const outcome = await this.site.reload(files);
      this.reloadFailed = !outcome.ok;
      const swaps = stylesheets && outcome.ok ? swappedStylesheets(stylesheets, this.site.stylesheetHrefs()) : undefined;
      if (swaps && outcome.ok) {
        this.changeProblems = [];
        this.searchIndex.invalidate();
        if (outcome.diagnostics.length > 0) this.log(formatProblems(outcome.diagnostics));
        this.log(
          `Updated the stylesheets ${files.map((file) => path.relative(this.site.root, file)).join(', ')} in ${Math.round(performance.now() - started)} ms`,
        );
        this.live.swapStylesheets(swaps);
        return;
      }
      report(outcome, 'Reloaded the site');
    } catch (cause) {
      report(crashed(cause), '');
    }
  }

  /** A page rendered on request that reported errors: said once in the terminal and over the open pages. */
  served(page: ServedPage): void {
    if (page.problems.length === 0 || this.reported.has(page)) return;
    this.reported.add(page);
    this.log(formatProblems(page.problems));
    this.live.problems(this.problems());
  }

  private report(outcome: ChangeOutcome, started: number, what: string): void {
    this.changeProblems = outcome.ok ? [] : outcome.diagnostics;
    this.searchIndex.invalidate();
    if (outcome.ok) {
      if (outcome.diagnostics.length > 0) this.log(formatProblems(outcome.diagnostics));
      this.log(`${what} in ${Math.round(performance.now() - started)} ms`);
      this.live.reload();
    } else {
      this.log(formatProblems(outcome.diagnostics));
      this.live.problems(this.problems());
    }
  }
}

/**
 * A batch of stylesheets only, no CSS module among them (its class names are in the demos'
 * JavaScript and HTML): once the site reloads, open pages can take the new stylesheets in place.
 */
const onlyStylesheets = (files: readonly string[]) => files.length > 0 && files.every((file) => file.endsWith('.css') && !file.endsWith('.module.css'));

/**
 * The stylesheets whose URL changed (old → new), when the same stylesheets are bundled before and
 * after (else the pages must reload: a demo imports another one).
 */
function swappedStylesheets(before: ReadonlyMap<string, string>, after: ReadonlyMap<string, string>): [string, string][] | undefined {
  if (before.size !== after.size || [...before.keys()].some((file) => !after.has(file))) return undefined;
  return [...before].flatMap(([file, href]) => (after.get(file) === href ? [] : [[href, after.get(file)!] as [string, string]]));
}

/** Whatever happens, the server stays up and says what went wrong. */
function crashed(cause: unknown): ChangeOutcome {
  const message = cause instanceof Error ? cause.message : String(cause);
  return fail(error('build-crashed', message, { file: '.' }));
}

function formatProblems(problems: readonly Diagnostic[]): string {
  return problems.map(formatDiagnosticText).join('\n');
}
