import { siteData } from '../siteData.js';
import { VISIT_MESSAGE } from '../serviceWorker/cachePolicy.js';
import { pageData } from '../page/pageData.js';

/** Set in sessionStorage just before the reload a new worker causes. */
const RELOAD_MARK = 'docsgen-sw-reload';

/** Reads and clears the mark: whether this very load is the reload a new worker caused. */
function takeReloadMark(): boolean {
  try {
    const marked = sessionStorage.getItem(RELOAD_MARK) !== null;
    sessionStorage.removeItem(RELOAD_MARK);
    return marked;
  } catch {
    return false;
  }
}

/**
 * On the docs host only, registers `<base>sw.js`. When a new worker takes over a page an older
 * worker served, the page reloads once to run with the new assets: not on the first install
 * (nothing on the page is stale), and not again on the load that reload made — with DevTools'
 * "Update on reload" every load installs a new worker, which would otherwise reload forever.
 */
export function registerServiceWorker(doc: Document): void {
  const container = navigator.serviceWorker as ServiceWorkerContainer | undefined;
  if (!container || location.host !== siteData.docsHost) return;
  const { base } = pageData(doc);
  const controlled = container.controller !== null;
  const reloadedByWorker = takeReloadMark();
  let reloading = false;
  /** Reloads once the controller is activated, so that the new worker serves the reload. */
  const reloadOnceActivated = () => {
    const worker = container.controller;
    if (reloading || !worker) return;
    // Still activating (or replaced by a newer worker meanwhile, which brings its own controllerchange).
    if (worker.state !== 'activated') {
      worker.addEventListener('statechange', reloadOnceActivated);
      return;
    }
    reloading = true;
    try {
      sessionStorage.setItem(RELOAD_MARK, '1');
    } catch {
      // Without storage the guard is this page's flag alone.
    }
    location.reload();
  };
  container.addEventListener('controllerchange', () => {
    if (controlled && !reloadedByWorker) reloadOnceActivated();
  });
  // A site without a worker file (the dev server) is not an error worth a console message.
  container.register(`${base}sw.js`, { scope: base }).catch(() => undefined);
  if (!controlled) {
    // The first worker missed this page's requests: it saves them from this list, made once the
    // page has loaded (the runtime runs before that; what starts later goes through the worker).
    // The favicon is fetched late and by the browser itself: the page's links are listed too.
    addEventListener('load', () =>
      container.ready.then((registration) =>
        registration.active?.postMessage({
          type: VISIT_MESSAGE,
          page: location.href,
          assets: [
            ...performance.getEntriesByType('resource').map((entry) => entry.name),
            ...[...doc.querySelectorAll<HTMLLinkElement>('link[href]')].map((link) => link.href),
          ],
        }),
      ),
    );
  }
}
