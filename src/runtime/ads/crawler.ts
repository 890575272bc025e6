/** User agents of crawlers: they get an empty ad slot and no ad script. */
export const CRAWLER_PATTERN = /bot|crawler|spider|robot|crawling/i;

export function isCrawler(userAgent: string | undefined | null): boolean {
  return CRAWLER_PATTERN.test(userAgent ?? '');
}
