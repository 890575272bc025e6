import { ANALYTICS_EVENT, type AnalyticsDetail } from '../../shared/events.js';
import { pageData } from '../page/pageData.js';

/**
 * When the site configures analytics, loads its module once the page has loaded and the
 * browser is idle. Runtime events sent before then are queued and handed over.
 */
export function scheduleAnalytics(doc: Document): void {
  const config = pageData(doc).analytics;
  if (!config) return;
  const queued: AnalyticsDetail[] = [];
  const queue = (event: Event) => queued.push((event as CustomEvent<AnalyticsDetail>).detail);
  doc.addEventListener(ANALYTICS_EVENT, queue);
  const load = () => {
    void import('../analytics/analytics.js').then((module) => {
      doc.removeEventListener(ANALYTICS_EVENT, queue);
      module.startAnalytics(doc, config, queued);
    });
  };
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(load, { timeout: 3000 }) : setTimeout(load, 1));
  if (doc.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
