import { isCrawler } from '../ads/crawler.js';
import { AD_SLOT_ATTRIBUTE } from '../../shared/dom.js';

/**
 * Ad slots (`[data-ad-slot]`, server-rendered with their space reserved) load their chunk when
 * they come into view; crawlers get the empty slot and no script at all.
 */
export function watchAdSlots(doc: Document): void {
  const slots = doc.querySelectorAll<HTMLElement>(`[${AD_SLOT_ATTRIBUTE}]`);
  if (slots.length === 0) return;
  if (isCrawler(navigator.userAgent)) {
    for (const slot of slots) slot.dataset.adState = 'crawler';
    return;
  }
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const slot = entry.target as HTMLElement;
      void import('../ads/adSlot.js').then((module) => module.start(slot));
    }
  });
  for (const slot of slots) observer.observe(slot);
}
