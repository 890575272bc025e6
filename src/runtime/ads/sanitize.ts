import DOMPurify from 'dompurify';

/** Inline markup a feed's description may keep; everything else is dropped (its text kept). */
export const ALLOWED_TAGS = ['a', 'strong', 'em', 'b', 'i', 'br', 'span'];
export const ALLOWED_ATTR = ['href', 'title'];
/** Only absolute http(s) links survive. */
export const ALLOWED_URI = /^https?:\/\//i;

/**
 * Third-party HTML made safe with DOMPurify: no script, no event handler, no `javascript:`
 * (or any non-http) URL, only simple inline markup. Returns a fragment, never a string that
 * could be re-parsed differently.
 */
export function sanitizeDescription(html: string): DocumentFragment {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    ALLOWED_URI_REGEXP: ALLOWED_URI,
    ALLOW_DATA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
  });
}
