import { FEED_MAX_RETRIES } from './constants.js';

/** One entry of the third-party ad feed, its fields as strings. */
export interface FeedItem {
  company: string;
  description: string;
  image: string;
  statlink: string;
  statimp: string;
  pixel: string;
  timestamp: string;
}

const FIELDS = ['company', 'description', 'image', 'statlink', 'statimp', 'pixel', 'timestamp'] as const;

/** The feed's `ads`, keeping the non-empty entries that have a `statlink`; anything malformed gives []. */
export function parseFeed(json: unknown): FeedItem[] {
  const ads = json && typeof json === 'object' ? (json as { ads?: unknown }).ads : undefined;
  if (!Array.isArray(ads)) return [];
  const items: FeedItem[] = [];
  for (const entry of ads) {
    if (!entry || typeof entry !== 'object' || Array.isArray(entry) || Object.keys(entry).length === 0) continue;
    const record = entry as Record<string, unknown>;
    if (typeof record.statlink !== 'string' || record.statlink.trim() === '') continue;
    const item = {} as FeedItem;
    for (const field of FIELDS) {
      const value = record[field];
      item[field] = typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
    }
    items.push(item);
  }
  return items;
}

/** The impression pixels of an item: `pixel` split on `||`, `[timestamp]` replaced, http(s) only. */
export function pixelUrls(pixel: string, timestamp: string): string[] {
  return pixel
    .split('||')
    .map((part) => part.trim().replaceAll('[timestamp]', encodeURIComponent(timestamp)))
    .filter((url) => isHttpUrl(url));
}

/** Whether a string is an absolute http(s) URL (no `javascript:`, `data:`…). */
export function isHttpUrl(value: string, base?: string): boolean {
  try {
    const url = base ? new URL(value, base) : new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Whether a feed item points to the backer link (then an in-house ad shows instead). */
export function isBackerItem(item: FeedItem, backerLink: string | undefined): boolean {
  return Boolean(backerLink) && item.statlink.includes(backerLink!);
}

/** Delay before retry number `retry` (0-based): 100 ms doubling, capped at 2 s. */
export function backoffDelay(retry: number): number {
  return Math.min(100 * 2 ** retry, 2000);
}

export interface FetchFeedOptions {
  fetch?: typeof fetch;
  /** How to wait (tests pass an instant one). */
  sleep?: (ms: number) => Promise<void>;
  retries?: number;
}

/**
 * GETs the feed as JSON: network failures and non-2xx answers are retried (at most 10 times,
 * with backoff); an answer that is not JSON is final. Resolves to the feed's items, [] when
 * there are none or every try failed.
 */
export async function fetchFeed(url: string, options: FetchFeedOptions = {}): Promise<FeedItem[]> {
  const doFetch = options.fetch ?? fetch;
  const sleep = options.sleep ?? ((ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  const retries = options.retries ?? FEED_MAX_RETRIES;
  for (let attempt = 0; attempt <= retries; attempt++) {
    if (attempt > 0) await sleep(backoffDelay(attempt - 1));
    let response: Response;
    try {
      response = await doFetch(url, { credentials: 'omit', headers: { accept: 'application/json' } });
    } catch {
      continue;
    }
    if (!response.ok) continue;
    try {
      return parseFeed(await response.json());
    } catch {
      return [];
    }
  }
  return [];
}
