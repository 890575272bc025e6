/** A UTF-16 surrogate without its other half: `encodeURIComponent` throws on one. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** Characters a URL path keeps as they are (RFC 3986 `pchar` and `/`), except parentheses. */
const NEEDS_ENCODING = /[^A-Za-z0-9\-._~!$&'*+,;=:@/]+/g;

/**
 * A path of the site (a route, a twin's path: the names of the files in the output, as written)
 * as the path of a URL (RFC 3986): every character but `/` and a path segment's own (`pchar`:
 * letters, digits, `-._~`, `!$&'*+,;=:@`) percent-encoded as UTF-8 — `%` too, as the files' names
 * hold it as written. Parentheses are encoded as well, so the URL can stand in a Markdown link as
 * it is (`[title](/a%20b.md)`; a space or an unbalanced `)` would end the link there).
 */
export function urlPath(sitePath: string): string {
  return sitePath
    .replace(LONE_SURROGATE, '\uFFFD')
    .replace(NEEDS_ENCODING, (run) => encodeURIComponent(run).replace(/[()]/g, (paren) => (paren === '(' ? '%28' : '%29')));
}
