import fs from 'node:fs';
import type http from 'node:http';
import path from 'node:path';
import { PUBLIC_FOLDER } from '../assets/publicFolder.js';
import { DevSearchIndex } from '../search/devSearchIndex.js';
import type { Diagnostic } from '../util/diagnostics.js';
import type { DevSite, ServedPage } from './devSite.js';
import { FEEDBACK_PATH, handleFeedback } from './feedback.js';
import type { HostVerdict } from './hostCheck.js';
import { EVENTS_PATH, withLiveReload, type LiveReload } from './liveReload.js';
import { decideRequestPath } from './requestPath.js';
import { contentTypeOf, fileInside } from './staticFiles.js';
import { routeOfTwinPath } from '../util/twinPaths.js';

/** What the dev server's requests are answered from. */
export interface RequestContext {
  root: string;
  /** Where the served site's assets are written (`.docsgen/serve`). */
  outDir: string;
  watch: boolean;
  site: DevSite;
  live: LiveReload;
  searchIndex: DevSearchIndex;
  /** Whether the request's Host may be answered (set once the port is known). */
  checkHost(host: string | undefined): HostVerdict;
  /** Resolves once the site is loaded: requests wait for it. */
  loaded(): Promise<void>;
  /** The errors shown over open pages. */
  problems(): Diagnostic[];
  /** A page was served: its rendering errors are said once. */
  served(page: ServedPage): void;
  log(line: string): void;
}

/**
 * Answers one request of the dev server: the live-reload events, feedback, pages (rendered when
 * first asked), the search index (made when first asked), the served assets and the site's
 * public/ files; never a file outside them.
 */
export async function handleRequest(context: RequestContext, request: http.IncomingMessage, response: http.ServerResponse): Promise<void> {
  const { site, live } = context;
  const host = context.checkHost(request.headers.host);
  if (!host.ok) {
    response.writeHead(403, { 'content-type': 'text/plain; charset=utf-8' }).end(`${host.message}\n`);
    return;
  }
  await context.loaded();
  const url = requestTarget(request.url ?? '/');
  if (!url) {
    response.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Bad request');
    return;
  }
  if (url.pathname === EVENTS_PATH && context.watch) {
    live.connect(response);
    const shown = context.problems();
    if (shown.length) live.problems(shown);
    return;
  }
  if (url.pathname === FEEDBACK_PATH) {
    handleFeedback(request, response, { siteRoot: context.root, servedOrigin: `http://${host.host}`, log: context.log });
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
  const sendHtml = (status: number, html: string) => {
    response.writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' });
    response.end(context.watch ? withLiveReload(html, live.version) : html);
  };
  if (decision.relativePath.endsWith('index.html')) {
    const route = `/${decision.relativePath.slice(0, -'index.html'.length)}`;
    const page = site.page(route);
    if (page) {
      const served = await page;
      context.served(served);
      sendHtml(200, served.html);
      return;
    }
    // Temporary, whatever the redirect's status: a permanent one would stay in the browser's cache after the rule changes.
    const moved = site.redirectOf(route);
    if (moved !== undefined) {
      response.writeHead(302, { location: moved }).end();
      return;
    }
    const elsewhere = site.servedElsewhere(route);
    if (elsewhere !== undefined) {
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store' }).end(elsewhere);
      return;
    }
  }
  const twinOf = routeOfTwinPath(`/${decision.relativePath}`);
  const twinPage = twinOf === undefined ? undefined : site.page(twinOf);
  if (twinPage) {
    response.writeHead(200, { 'content-type': 'text/markdown; charset=utf-8', 'cache-control': 'no-store' });
    response.end((await twinPage).twin);
    return;
  }
  if (DevSearchIndex.isIndexFile(decision.relativePath)) await context.searchIndex.ensure();
  // The site's public/ files are served from where they are (the build copies them).
  const publicDir = path.join(context.root, PUBLIC_FOLDER);
  const file =
    (fs.existsSync(context.outDir) ? fileInside(context.outDir, decision.relativePath) : undefined) ??
    (fs.existsSync(publicDir) ? fileInside(publicDir, decision.relativePath, context.root) : undefined);
  if (file) {
    response.writeHead(200, { 'content-type': contentTypeOf(file), 'cache-control': 'no-store' });
    fs.createReadStream(file).pipe(response);
    return;
  }
  const notFound = site.notFoundHtml();
  if (notFound) sendHtml(404, notFound);
  else response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
}

/** The path and query of a request target; undefined for any other form (`http://host/…`, `*`). */
function requestTarget(target: string): { pathname: string; search: string } | undefined {
  if (!target.startsWith('/')) return undefined;
  const query = target.indexOf('?');
  return query === -1 ? { pathname: target, search: '' } : { pathname: target.slice(0, query), search: target.slice(query) };
}
