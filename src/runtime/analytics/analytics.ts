/**
 * Analytics (only when the site configures it): page view with user properties, delegated
 * `data-ga-event-*` clicks, the runtime's own events, and web vitals for 0.01 % of sessions.
 * Everything goes through `gtag` into `window.dataLayer`, which Google's tag (loaded here, from
 * the site's `tagUrl`) sends.
 */
import { ANALYTICS_EVENT, type AnalyticsDetail } from '../../shared/events.js';
import { pageData } from '../page/pageData.js';
import { random } from '../page/random.js';
import { COLOR_SCHEME_ATTRIBUTE } from '../../shared/colorScheme.js';
import { ensureGtag, sendEvent } from './gtag.js';
import { clickEvent, clickSampled, WEB_VITALS_SAMPLING } from './sampling.js';

const VITALS_SESSION_KEY = 'docsgen-web-vitals';

export function startAnalytics(doc: Document, config: { measurementId: string; tagUrl: string }, queued: readonly AnalyticsDetail[] = []): void {
  const gtag = ensureGtag();
  const tag = doc.createElement('script');
  tag.async = true;
  tag.src = config.tagUrl;
  doc.head.append(tag);
  gtag('js', new Date());
  gtag('config', config.measurementId, { send_page_view: false });
  const root = doc.documentElement;
  const data = pageData(doc);
  gtag('set', 'user_properties', {
    userLanguage: data.language,
    codeVariant: root.dataset.codeVariant ?? 'TS',
    colorScheme: root.getAttribute(COLOR_SCHEME_ATTRIBUTE) ?? 'light',
    devicePixelRatio: Math.round(window.devicePixelRatio * 10) / 10,
    codeStylingVariant: root.dataset.codeStyling ?? 'MUI System',
  });
  gtag('event', 'page_view', {
    page_title: doc.title,
    page_location: location.href,
    productId: data.productId,
    productCategoryId: data.productCategoryId,
  });

  doc.addEventListener(
    'click',
    (event) => {
      const element = (event.target as Element | null)?.closest?.<HTMLElement>('[data-ga-event-category]');
      if (!element) return;
      const click = clickEvent(element.dataset);
      if (!click || !clickSampled(element.dataset.gaEventSplit, random())) return;
      sendEvent(click.category, click.action, click.label);
    },
    true,
  );
  const forward = (detail: AnalyticsDetail | null | undefined) => {
    if (detail?.category && detail.action) sendEvent(detail.category, detail.action, detail.label);
  };
  for (const detail of queued) forward(detail);
  doc.addEventListener(ANALYTICS_EVENT, (event) => forward((event as CustomEvent<AnalyticsDetail>).detail));

  if (vitalsSession()) void reportWebVitals();
}

/** Whether this session reports web vitals (drawn once per session, 0.01 %). */
function vitalsSession(): boolean {
  try {
    const stored = sessionStorage.getItem(VITALS_SESSION_KEY);
    if (stored !== null) return stored === '1';
    const chosen = random() < WEB_VITALS_SAMPLING;
    sessionStorage.setItem(VITALS_SESSION_KEY, chosen ? '1' : '0');
    return chosen;
  } catch {
    return random() < WEB_VITALS_SAMPLING;
  }
}

async function reportWebVitals(): Promise<void> {
  const { onCLS, onFCP, onINP, onLCP, onTTFB } = await import('web-vitals');
  const report = (metric: { name: string; delta: number; id: string; value: number }) => {
    ensureGtag()('event', metric.name, {
      value: Math.round(metric.name === 'CLS' ? metric.delta * 1000 : metric.delta),
      metric_id: metric.id,
      metric_value: metric.value,
      metric_delta: metric.delta,
      non_interaction: true,
    });
  };
  onCLS(report);
  onFCP(report);
  onINP(report);
  onLCP(report);
  onTTFB(report);
}
