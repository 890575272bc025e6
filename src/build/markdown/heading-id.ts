/**
 * Stable heading ids: lower case, every run of characters that are not letters, combining marks,
 * digits or `_` becomes `-`, leading and trailing `-` removed. Letters of any script are kept.
 */
const NON_WORD = /[^\p{L}\p{M}\p{N}_]+/gu;
const EDGE_DASHES = /^-+|-+$/g;

export function slugify(text: string): string {
  return text.toLowerCase().replace(NON_WORD, '-').replace(EDGE_DASHES, '');
}

/**
 * The id of a heading, unique within one page: the first `Intro` is `intro`, the next ones
 * `intro-2`, `intro-3`. An empty slug becomes `heading`. `seen` holds the ids already handed out
 * in the page (pass a new Map per page) and is updated.
 */
export function headingId(text: string, seen: Map<string, number>): string {
  const base = slugify(text) || 'heading';
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
