import { fetchFeed, isBackerItem, isHttpUrl, pixelUrls, type FeedItem } from './feed.js';
import { sanitizeDescription } from './sanitize.js';

/** Marks the placement element this module rendered from the feed (its analytics source is `feed`). */
export const FEED_PLACEMENT_CLASS = 'docsgen-ad-feed';

export type FeedOutcome = 'rendered' | 'backer' | 'none';

export interface FeedAdOptions {
  feed: string;
  placementId: string;
  backerLink?: string;
}

/**
 * Fetches the feed and renders its first usable entry into `host` as the placement element
 * (company, sanitised description, image, link), then fires its impression pixels once.
 */
export async function renderFeedAd(host: HTMLElement, options: FeedAdOptions): Promise<FeedOutcome> {
  const items = await fetchFeed(options.feed);
  const item = items.find((candidate) => isHttpUrl(candidate.statlink));
  if (!item) return 'none';
  if (isBackerItem(item, options.backerLink)) return 'backer';
  host.append(feedAdElement(item, options.placementId));
  firePixels(item);
  return 'rendered';
}

function feedAdElement(item: FeedItem, placementId: string): HTMLElement {
  const doc = document;
  const placement = doc.createElement('div');
  placement.id = placementId;
  placement.className = `docsgen-ad-box ${FEED_PLACEMENT_CLASS}`;
  const newLink = () => {
    const link = doc.createElement('a');
    link.href = item.statlink;
    link.target = '_blank';
    link.rel = 'noopener sponsored';
    return link;
  };
  if (item.image && isHttpUrl(item.image, location.href)) {
    const imageLink = newLink();
    imageLink.className = 'docsgen-ad-image-link';
    imageLink.tabIndex = -1;
    const img = doc.createElement('img');
    img.className = 'docsgen-ad-image';
    img.width = 130;
    img.height = 100;
    img.alt = item.company;
    img.src = item.image;
    imageLink.append(img);
    placement.append(imageLink);
  }
  const text = doc.createElement('span');
  text.className = 'docsgen-ad-text';
  const link = newLink();
  link.className = 'docsgen-ad-name';
  link.textContent = item.company || item.statlink;
  const description = doc.createElement('span');
  description.className = 'docsgen-ad-description';
  description.append(sanitizeDescription(item.description));
  for (const anchor of description.querySelectorAll('a')) {
    anchor.target = '_blank';
    anchor.rel = 'noopener noreferrer sponsored';
  }
  const poweredBy = doc.createElement('span');
  poweredBy.className = 'docsgen-ad-poweredby';
  poweredBy.textContent = 'ads via a sponsor';
  text.append(link, ' ', description, poweredBy);
  placement.append(text);
  return placement;
}

const fired = new WeakSet<FeedItem>();

/** Impression pixels: each URL requested once, as an image. */
function firePixels(item: FeedItem): void {
  if (fired.has(item)) return;
  fired.add(item);
  for (const url of pixelUrls(item.pixel, item.timestamp || String(Math.round(Date.now() / 1000)))) {
    const image = new Image();
    image.referrerPolicy = 'no-referrer-when-downgrade';
    image.src = url;
  }
}
