/**
 * Heading ids as mui.com makes them, so that links into the live site and links written against
 * it land on the same headings here. MUI (5.x docs, `textToHash`) hashes the heading's *HTML* as
 * its markdown renderer (marked) writes it — `&` is `&amp;`, `"` is `&quot;`, `'` is `&#39;`, code is
 * `<code>…</code>` — then:
 *
 * 1. drops emoji (the ranges below, with a following U+FE0F) and HTML tags;
 * 2. lower-cases; drops `=&gt;`, `&lt;`, ` /&gt;` and `&#39;` (so `=>`, `<`, `/>` and apostrophes
 *    leave nothing, while `&amp;` and `&quot;` leave `amp` and `quot`);
 * 3. turns every run of ASCII punctuation and white space into `-` (`_` and `.` included; `-` and
 *    `\` kept), collapses repeated `-` and trims them from both ends;
 * 4. percent-encodes the rest as `encodeURI` does (letters of other scripts and the emoji MUI does
 *    not drop become `%XX`; a browser matches `href="#é"` to `id="%C3%A9"`).
 *
 * Repeats in a page get `-2`, `-3`… An empty hash becomes `heading` (MUI would write `id=""`).
 */

/** Emoji MUI drops: private use, U+2011–U+26FF (dashes, arrows, symbols), U+1F000–U+1F7FF, U+1F910–U+1F9FF. */
const DROPPED_EMOJI = /[\u{E000}-\u{F8FF}\u{2011}-\u{26FF}\u{1F000}-\u{1F7FF}\u{1F910}-\u{1F9FF}]\u{FE0F}?/gu;
const TAG = /<\/?[^>]+(?:>|$)/g;
/** Escaped markup that leaves no trace in the hash. */
const DROPPED_MARKUP = /=&gt;|&lt;| \/&gt;|<code>|<\/code>|&#39;/g;
const SEPARATORS = /[\s!"#$%&'()*+,./:;<=>?@[\]^_`{|}~]+/gu;
const DASH_RUNS = /-{2,}/g;
const EDGE_DASH = /^-|-$/g;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The hash of a heading's HTML (see the top of this file), before repeats are numbered. */
export function headingHash(html: string): string {
  const text = html.replace(DROPPED_EMOJI, '').replace(TAG, '').trim();
  const slug = text
    .toLowerCase()
    .replace(DROPPED_MARKUP, '')
    .replace(SEPARATORS, '-')
    .replace(DROPPED_EMOJI, '')
    .replace(DASH_RUNS, '-')
    .replace(EDGE_DASH, '');
  // encodeURI throws on a lone surrogate: such a character becomes U+FFFD first.
  return encodeURI(slug.replace(LONE_SURROGATE, '\uFFFD'));
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const ESCAPED = /[&<>"']/g;

/** Text as marked escapes it into a heading's HTML (the input `headingHash` expects). */
export function escapeHeadingText(text: string): string {
  return text.replace(ESCAPED, (char) => ESCAPES[char]!);
}

/** Inline code as marked writes it into a heading's HTML. */
export function headingCodeHtml(code: string): string {
  return `<code>${escapeHeadingText(code)}</code>`;
}

/**
 * The id of a heading, unique within one page: the first `Intro` is `intro`, the next ones
 * `intro-2`, `intro-3`, never an id already handed out. `html` is the heading's HTML (see
 * `headingHash`); `seen` holds the ids already handed out in the page (pass a new Map per page)
 * with the last number tried for each base, and is updated.
 */
export function headingId(html: string, seen: Map<string, number>): string {
  const base = headingHash(html) || 'heading';
  let count = seen.get(base);
  if (count === undefined) {
    seen.set(base, 1);
    return base;
  }
  let id: string;
  do {
    count += 1;
    id = `${base}-${count}`;
  } while (seen.has(id));
  seen.set(base, count);
  seen.set(id, 1);
  return id;
}
