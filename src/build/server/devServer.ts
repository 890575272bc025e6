import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { watch, type FSWatcher } from 'chokidar';
import { build, type BuildResult } from '../build.js';
import type { Diagnostic } from '../diagnostics.js';
import { FEEDBACK_PATH, handleFeedback } from './feedback.js';
import { EVENTS_PATH, LiveReload, withLiveReload } from './liveReload.js';
import { decideRequestPath } from './requestPath.js';
import { contentTypeOf, fileInside } from './staticFiles.js';

export interface DevServerOptions {
  root: string;
  port: number;
  host: string;
  /** Rebuild on changes and reload open pages. */
  watch: boolean;
  /** Terminal output: build summaries and diagnostics. */
  log: (line: string) => void;
  /** Called with the problems of every build (the terminal prints them). */
  onBuild?: (result: BuildResult) => void;
}

export interface DevServer {
  url: string;
  /** Resolves after the rebuild that follows the latest change (for tests). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Folders whose changes never trigger a rebuild. */
const IGNORED = /(^|[\\/])(node_modules|\.git|\.docsgen|dist)([\\/]|$)/;

/**
 * `docsgen serve`: builds the site into `.docsgen/serve` and serves it on 127.0.0.1 (unless told
 * otherwise), never a file outside it. With `watch`, every change rebuilds and reloads the open
 * pages; a change that does not build keeps the last good pages and shows the problems over them,
 * and the server stays up through anything.
 */
export async function startDevServer(options: DevServerOptions): Promise<DevServer> {
  const root = path.resolve(options.root);
  const outDir = path.join(root, '.docsgen', 'serve');
  const live = new LiveReload();
  let lastProblems: Diagnostic[] = [];

  const runBuild = async (): Promise<void> => {
    const started = performance.now();
    try {
      const result = await build({ root, outDir });
      options.onBuild?.(result);
      const errors = result.diagnostics.filter((d) => d.severity === 'error');
      lastProblems = result.exitCode === 0 ? [] : errors;
      if (result.exitCode === 0) {
        options.log(`Built ${result.pages} pages in ${Math.round(performance.now() - started)} ms`);
        live.reload();
      } else {
        live.problems(lastProblems);
      }
    } catch (cause) {
      // Whatever happens in a build, the server stays up and says what went wrong.
      const message = cause instanceof Error ? cause.message : String(cause);
      lastProblems = [{ severity: 'error', code: 'build-crashed', message, file: '.', line: 0, column: 0 }];
      options.log(`The build crashed: ${message}`);
      live.problems(lastProblems);
    }
  };

  await runBuild();

  const server = http.createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (url.pathname === EVENTS_PATH && options.watch) {
      live.connect(response);
      if (lastProblems.length) live.problems(lastProblems);
      return;
    }
    if (url.pathname === FEEDBACK_PATH) {
      handleFeedback(request, response, root);
      return;
    }
    const decision = decideRequestPath(url.pathname);
    if (decision.kind === 'bad-request') {
      response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
      return;
    }
    if (decision.kind === 'redirect') {
      response.writeHead(302, { location: decision.location + url.search }).end();
      return;
    }
    const file = fs.existsSync(outDir) ? fileInside(outDir, decision.relativePath) : undefined;
    const served = file ?? (fs.existsSync(path.join(outDir, '404.html')) ? path.join(outDir, '404.html') : undefined);
    const status = file ? 200 : 404;
    if (!served) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = contentTypeOf(served);
    response.writeHead(status, { 'content-type': type, 'cache-control': 'no-store' });
    if (type.startsWith('text/html') && options.watch) response.end(withLiveReload(fs.readFileSync(served, 'utf8')));
    else fs.createReadStream(served).pipe(response);
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, resolve);
  });
  const { port } = server.address() as AddressInfo;
  const shownHost = options.host.includes(':') ? `[${options.host}]` : options.host;

  let watcher: FSWatcher | undefined;
  let running: Promise<void> = Promise.resolve();
  let pending: Promise<void> | undefined;
  let resolvePending: (() => void) | undefined;
  let timer: NodeJS.Timeout | undefined;
  // Changes within 30 ms make one rebuild; rebuilds run one after another, never at once.
  const schedule = () => {
    clearTimeout(timer);
    pending ??= new Promise<void>((resolve) => {
      resolvePending = resolve;
    });
    timer = setTimeout(() => {
      const done = resolvePending;
      pending = undefined;
      resolvePending = undefined;
      running = running.then(runBuild).then(done);
    }, 30);
  };
  if (options.watch) {
    watcher = watch(root, { ignoreInitial: true, ignored: (file) => IGNORED.test(path.relative(root, file)) });
    watcher.on('all', schedule);
    await new Promise<void>((resolve) => watcher!.once('ready', () => resolve()));
  }

  return {
    url: `http://${shownHost}:${port}`,
    settled: async () => {
      // chokidar holds unlink events about 100 ms (to tell atomic saves from deletions).
      await new Promise((resolve) => setTimeout(resolve, 250));
      await (pending ?? Promise.resolve());
      await running;
    },
    close: async () => {
      clearTimeout(timer);
      await watcher?.close();
      live.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
