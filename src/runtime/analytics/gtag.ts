/** `gtag` as Google's snippet defines it: calls queue in `window.dataLayer`. No Google script loads. */
declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/** The page's `gtag`, defined (with `dataLayer`) on first use. */
export function gtag(...args: unknown[]): void {
  ensureGtag()(...args);
}

export function ensureGtag(): (...args: unknown[]) => void {
  window.dataLayer ??= [];
  if (typeof window.gtag !== 'function') {
    window.gtag = function gtag() {
      // eslint-disable-next-line prefer-rest-params -- gtag queues the arguments object itself.
      window.dataLayer!.push(arguments);
    };
  }
  return window.gtag;
}

/** An event in the category/action/label form the docs use. */
export function sendEvent(category: string, action: string, label?: string | null, extra: Record<string, unknown> = {}): void {
  gtag('event', category, { eventAction: action, ...(label ? { eventLabel: label } : {}), ...extra });
}
