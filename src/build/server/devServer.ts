import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { DevSite, type ChangeOutcome, type ServedPage } from './devSite.js';
import { error, fail, formatDiagnosticText, sortDiagnostics, succeed, type Diagnostic } from '../util/diagnostics.js';
import { ChangeQueue } from './changeQueue.js';
import { hostChecker } from './hostCheck.js';
import { listen } from './listen.js';
import { LiveReload } from './liveReload.js';
import { handleRequest, type RequestContext } from './requestHandler.js';
import { clearServeFolder } from './serveFolder.js';
import { DevSearchIndex } from '../search/devSearchIndex.js';

export interface DevServerOptions {
  root: string;
  port: number;
  host: string;
  /** Rebuild on changes and reload open pages. */
  watch: boolean;
  /** Terminal output: build summaries and diagnostics. */
  log: (line: string) => void;
}

export interface DevServer {
  url: string;
  /** Resolves after the rebuild that follows the latest change (for tests). */
  settled(): Promise<void>;
  /** How many pages were rendered since the server started (tells tests what a change redid). */
  pagesRendered(): number;
  close(): Promise<void>;
}

/** Folders whose changes never trigger a rebuild. */
const IGNORED = /(^|[\\/])(node_modules|\.git|\.docsgen|dist)([\\/]|$)/;

/**
 * `docsgen serve`: loads the site, writes its assets to `.docsgen/serve`, renders pages when they
 * are asked for, and serves on 127.0.0.1 (unless told otherwise), never a file outside the site.
 * With `watch`, an edited page is re-rendered alone, an edited manifest remakes its product's
 * navigation, and anything else reloads the site; open pages
 * reload by themselves, a change that does not build keeps the last good pages and shows its
 * problems over them, and the server stays up through anything.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const root = path.resolve(options.root);
  const outDir = path.join(root, '.docsgen', 'serve');
  clearServeFolder(outDir);
  const site = new DevSite(root, outDir);
  const live = new LiveReload();
  const searchIndex = new DevSearchIndex(outDir, () => site.searchPages());
  /** The errors of the last change (or of the start), shown over every open page until a change builds. */
  let changeProblems: Diagnostic[] = [];
  let reloadFailed = false;
  /** Errors shown over open pages: the last change's, and those of the pages rendered since. */
  const problems = () => sortDiagnostics([...changeProblems, ...site.renderProblems()]);

  const reportChange = (outcome: ChangeOutcome, started: number, what: string) => {
    changeProblems = outcome.ok ? [] : outcome.diagnostics;
    searchIndex.invalidate();
    if (outcome.ok) {
      if (outcome.diagnostics.length > 0) options.log(formatProblems(outcome.diagnostics));
      options.log(`${what} in ${Math.round(performance.now() - started)} ms`);
      live.reload();
    } else {
      options.log(formatProblems(outcome.diagnostics));
      live.problems(problems());
    }
  };

  /** A page rendered on request that reported errors: said once in the terminal and over the open pages. */
  const reported = new WeakSet<ServedPage>();
  const reportRendered = (served: ServedPage) => {
    if (served.problems.length === 0 || reported.has(served)) return;
    reported.add(served);
    options.log(formatProblems(served.problems));
    live.problems(problems());
  };

  const crashed = (cause: unknown): ChangeOutcome => {
    // Whatever happens, the server stays up and says what went wrong.
    const message = cause instanceof Error ? cause.message : String(cause);
    return fail(error('build-crashed', message, { file: '.' }));
  };

  /** Loads the site, rendering nothing: what the first request needs. Its problems are shown at once. */
  const startSite = async (): Promise<ChangeOutcome> => {
    const outcome = await site.start().catch(crashed);
    if (!outcome.ok) {
      reloadFailed = true;
      reportChange(outcome, 0, '');
    }
    return outcome;
  };

  /**
   * After the server is ready, every page is checked (outlines and links) while requests are
   * answered; what it finds is shown as a change's problems. Open pages are not reloaded: the site
   * they show did not change.
   */
  const checkSite = async (started: Promise<ChangeOutcome>): Promise<void> => {
    const startedAt = performance.now();
    const loaded = await started;
    const checked = await site.checkPages().catch(crashed);
    const found = checked.ok ? [] : checked.diagnostics;
    // The start's own problems were said when it ended; they stay shown with the check's.
    changeProblems = sortDiagnostics([...(loaded.ok ? [] : loaded.diagnostics), ...found]);
    reloadFailed = changeProblems.length > 0;
    if (checked.ok && checked.diagnostics.length > 0) options.log(formatProblems(checked.diagnostics));
    if (found.length > 0) {
      options.log(formatProblems(found));
      live.problems(problems());
    } else if (loaded.ok) options.log(`Checked the site in ${Math.round(performance.now() - startedAt)} ms`);
  };

  /**
   * Applies one batch of changed files: the fast paths for edited pages and manifests, else a reload.
   * `changedSince()` says whether a file of the batch changed while it was applied: its problems may
   * then come from a save read half-written, and are left to the batch that follows to say.
   */
  const applyChanges = async (files: string[], changedSince: () => boolean): Promise<void> => {
    const started = performance.now();
    const report = (outcome: ChangeOutcome, what: string) => {
      if (!outcome.ok && changedSince()) changeProblems = outcome.diagnostics;
      else reportChange(outcome, started, what);
    };
    try {
      const outcomes: (ChangeOutcome | undefined)[] = [];
      // After a reload that did not build, the next change reloads too: the last good state
      // may lack what the failed reload brought (a page added with a broken link).
      for (const file of reloadFailed ? [] : files) {
        const outcome = site.isPageFile(file) ? await site.pageChanged(file) : await site.manifestChanged(file);
        outcomes.push(outcome);
        if (!outcome) break;
      }
      if (files.length > 0 && outcomes.length === files.length && outcomes.every((outcome) => outcome !== undefined)) {
        const failed = outcomes.find((outcome) => !outcome.ok);
        report(failed ?? succeed(undefined), `Updated ${files.map((file) => path.relative(root, file)).join(', ')}`);
        return;
      }
      const outcome = await site.reload(files);
      reloadFailed = !outcome.ok;
      report(outcome, 'Reloaded the site');
    } catch (cause) {
      report(crashed(cause), '');
    }
  };

  /** Set once the port is known; requests wait for the first load. */
  let checkHost: ReturnType<typeof hostChecker> = () => ({ ok: false, message: 'Starting' });
  let firstLoad: Promise<void> = Promise.resolve();
  const context: RequestContext = {
    root,
    outDir,
    watch: options.watch,
    site,
    live,
    searchIndex,
    checkHost: (host) => checkHost(host),
    loaded: () => firstLoad,
    problems,
    served: reportRendered,
    log: options.log,
  };
  const server = http.createServer((request, response) => {
    void handleRequest(context, request, response).catch((cause: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain; charset=utf-8' });
      response.end(`docsgen: ${cause instanceof Error ? cause.message : String(cause)}`);
    });
  });

  // Listening comes first: a busy port or a bad host is said at once, before the site loads.
  await listen(server, options.port, options.host);
  const { port } = server.address() as AddressInfo;
  checkHost = hostChecker(options.host, port);
  const started = startSite();
  firstLoad = started.then(() => undefined);
  await firstLoad;
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;

  let watcher: FSWatcher | undefined;
  /** Resolves once changes are watched (at once without --watch): the site's check starts then, beside no file scan. */
  let watching: () => void = () => {};
  const watched = new Promise<void>((resolve) => (watching = resolve));
  // Changes wait for the check of the site that was started.
  const changes = new ChangeQueue(
    applyChanges,
    watched.then(() => checkSite(started)),
  );
  if (options.watch) {
    watcher = watch(root, { ignoreInitial: true, ignored: (file) => IGNORED.test(path.relative(root, file)) });
    watcher.on('all', (_event, file) => changes.add(path.resolve(root, file)));
    await new Promise<void>((resolve) => watcher!.once('ready', () => resolve()));
  }
  watching();

  return {
    url: `http://${shownHost}:${port}`,
    pagesRendered: () => site.pagesRendered,
    settled: async () => {
      // chokidar holds unlink events about 100 ms (to tell atomic saves from deletions).
      await new Promise((resolve) => setTimeout(resolve, 250));
      await changes.settled();
    },
    close: async () => {
      await watcher?.close();
      // A reload under way finishes before the site it uses is disposed.
      await changes.close();
      await site.dispose();
      live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

function formatProblems(problems: readonly Diagnostic[]): string {
  return problems.map(formatDiagnosticText).join('\n');
}
