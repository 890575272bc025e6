import type { ServerResponse } from 'node:http';
import type { Diagnostic } from '../util/diagnostics.js';

export const EVENTS_PATH = '/_docsgen/events';

/**
 * Injected into every page the dev server sends: reloads when a rebuild succeeds (keeping the
 * scroll position), takes edited stylesheets in place, shows an overlay with the problems when one fails.
 */
const client = (version: number) => `(() => {
  const key = 'docsgen-dev-scroll';
  let version = ${version};
  const saved = sessionStorage.getItem(key);
  if (saved !== null) {
    sessionStorage.removeItem(key);
    addEventListener('load', () => scrollTo(0, Number(saved)));
  }
  const events = new EventSource(${JSON.stringify(EVENTS_PATH)});
  const reload = () => {
    sessionStorage.setItem(key, String(scrollY));
    location.reload();
  };
  events.addEventListener('reload', reload);
  // Stylesheets edited: each link to an old one gives way to the new one once it has loaded (no
  // unstyled moment), in the page and in its demos' frames; the page stays as it is.
  events.addEventListener('stylesheets', (event) => {
    const change = JSON.parse(event.data);
    version = change.version;
    const documents = [document];
    for (const frame of document.querySelectorAll('iframe')) {
      try {
        if (frame.contentDocument) documents.push(frame.contentDocument);
      } catch {}
    }
    for (const doc of documents) {
      for (const [from, to] of change.swaps) {
        for (const link of doc.querySelectorAll('link[rel="stylesheet"]')) {
          if (link.getAttribute('href') !== from) continue;
          const next = link.cloneNode();
          next.setAttribute('href', to);
          const done = () => link.remove();
          next.addEventListener('load', done);
          next.addEventListener('error', done);
          link.after(next);
        }
      }
    }
  });
  // A change may have landed between this page's rendering and this connection.
  events.addEventListener('version', (event) => {
    if (Number(event.data) !== version) reload();
  });
  events.addEventListener('problems', (event) => {
    const problems = JSON.parse(event.data);
    let overlay = document.getElementById('docsgen-dev-overlay');
    if (!overlay) {
      overlay = document.createElement('div');
      overlay.id = 'docsgen-dev-overlay';
      overlay.setAttribute('role', 'alert');
      overlay.style.cssText = 'position:fixed;inset:auto 16px 16px 16px;z-index:99999;max-height:50vh;overflow:auto;padding:16px;border-radius:12px;background:#2b0b0b;color:#ffd7d7;font:13px/1.5 Menlo,Consolas,monospace;box-shadow:0 8px 32px rgba(0,0,0,.4);white-space:pre-wrap';
      document.body.append(overlay);
    }
    overlay.textContent = 'docsgen: the last change did not build. Fix it and the page reloads by itself.\\n\\n' +
      problems.map((p) => p.file + ':' + p.line + ':' + p.column + '  ' + p.code + '  ' + p.message).join('\\n');
  });
})();`;

/** Puts the live-reload client into an HTML page rendered at `version` of the site. */
export function withLiveReload(html: string, version: number): string {
  const tag = `<script>${client(version)}</script>`;
  const at = html.lastIndexOf('</body>');
  return at === -1 ? html + tag : html.slice(0, at) + tag + html.slice(at);
}

/** The open pages, reached through server-sent events. */
export class LiveReload {
  private readonly clients = new Set<ServerResponse>();

  /** Counts the changes that built: pages know the version they show. */
  version = 0;

  connect(response: ServerResponse): void {
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache', connection: 'keep-alive' });
    response.write(`event: version\ndata: ${this.version}\n\n`);
    this.clients.add(response);
    response.on('close', () => this.clients.delete(response));
  }

  private send(event: string, data: unknown): void {
    for (const client of this.clients) client.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
  }

  reload(): void {
    this.version++;
    this.send('reload', {});
  }

  /** Stylesheets edited (old URL → new): open pages take the new ones in place, without reloading. */
  swapStylesheets(swaps: readonly (readonly [string, string])[]): void {
    this.version++;
    this.send('stylesheets', { version: this.version, swaps });
  }

  problems(diagnostics: readonly Diagnostic[]): void {
    this.send('problems', diagnostics);
  }

  close(): void {
    for (const client of this.clients) client.end();
    this.clients.clear();
  }
}
