import { FEEDBACK_DATA } from '../../shared/dom.js';
/** The reader's answer to "Was this page helpful?", remembered per page in localStorage. */
export type Rating = 'yes' | 'no';

const STORAGE_PREFIX = 'docsgen-feedback:';
const RATING_BUTTON = `[${FEEDBACK_DATA.rating.name}]`;

/** The page a rating belongs to: its URL path (base and route), the same for every visit. */
export function ratingStorageKey(page: { base: string; route: string }): string {
  return STORAGE_PREFIX + page.base.replace(/\/$/, '') + page.route;
}

export function isRating(value: unknown): value is Rating {
  return value === 'yes' || value === 'no';
}

/** The rating the reader sent for this page, if any (storage may be unavailable: then none). */
export function rememberedRating(page: { base: string; route: string }): Rating | null {
  try {
    const stored = localStorage.getItem(ratingStorageKey(page));
    return isRating(stored) ? stored : null;
  } catch {
    return null;
  }
}

export function rememberRating(page: { base: string; route: string }, rating: Rating): void {
  try {
    localStorage.setItem(ratingStorageKey(page), rating);
  } catch {
    // Private browsing or a full storage: the rating is sent, just not remembered.
  }
}

/** Marks the pressed rating button (none for null). */
export function showRating(doc: Document, rating: Rating | null): void {
  for (const button of doc.querySelectorAll<HTMLElement>(RATING_BUTTON)) {
    button.setAttribute('aria-pressed', String(button.dataset[FEEDBACK_DATA.rating.key] === rating));
  }
}
