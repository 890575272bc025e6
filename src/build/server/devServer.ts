import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { DevSite } from './devSite.js';
import { ChangeQueue } from './changeQueue.js';
import { hostChecker } from './hostCheck.js';
import { listen } from './listen.js';
import { LiveReload } from './liveReload.js';
import { handleRequest, type RequestContext } from './requestHandler.js';
import { clearServeFolder } from './serveFolder.js';
import { SiteChanges } from './siteChanges.js';
import { DevSearchIndex } from '../search/devSearchIndex.js';
import { isInside } from '../util/files.js';

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
 *
 * Over 80 lines: the dev server's lifecycle in one place (load, listen, watch, reload, close), so what is
 * started and what is stopped can be read side by side.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const root = path.resolve(options.root);
  const outDir = path.join(root, '.docsgen', 'serve');
  clearServeFolder(outDir);
  const site = new DevSite(root, outDir);
  const live = new LiveReload();
  const searchIndex = new DevSearchIndex(outDir, () => site.searchPages());
  const changes = new SiteChanges(site, live, searchIndex, options.log);

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
    problems: () => changes.problems(),
    served: (page) => changes.served(page),
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
  const started = changes.start();
  firstLoad = started.then(() => undefined);
  await firstLoad;
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;

  let watcher: FSWatcher | undefined;
  /** Resolves once changes are watched (at once without --watch): the site's check starts then, beside no file scan. */
  let watching: () => void = () => {};
  const watched = new Promise<void>((resolve) => (watching = resolve));
  // Changes wait for the check of the site that was started.
  const queue = new ChangeQueue(
    (files, changedSince) => changes.apply(files, changedSince),
    watched.then(() => changes.check(started)),
  );
  if (options.watch) {
    // The output is not even watched; of the rest, only the files the site is made from (or could be) are taken.
    const ignored = (file: string) => IGNORED.test(path.relative(root, file)) || site.files.outputs.some((folder) => isInside(folder, file));
    watcher = watch(root, { ignoreInitial: true, ignored });
    watcher.on('all', (_event, file) => {
      const changed = path.resolve(root, file);
      if (changes.takes(changed)) queue.add(changed);
    });
    await new Promise<void>((resolve) => watcher!.once('ready', () => resolve()));
  }
  watching();

  return {
    url: `http://${shownHost}:${port}`,
    pagesRendered: () => site.pagesRendered,
    settled: async () => {
      // chokidar holds unlink events about 100 ms (to tell atomic saves from deletions).
      await new Promise((resolve) => setTimeout(resolve, 250));
      await queue.settled();
    },
    close: async () => {
      await watcher?.close();
      // A reload under way finishes before the site it uses is disposed.
      await queue.close();
      await site.dispose();
      live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
