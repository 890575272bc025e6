/**
 * What Pagefind's ranking leaves out, for a docs site: a page titled exactly as the query comes
 * first (Pagefind ranks `Button Group` above `Button` for "button" when that page says "button"
 * more densely), and a query word with one typo still finds the page (Pagefind matches words by
 * their start only).
 *
 * Typos are corrected from the site's vocabulary: the words of its pages' titles and headings,
 * which the build writes beside each part of the index (`SEARCH_WORDS_FILE`) and the dialog
 * fetches when it opens. A query is corrected only when nothing matches it as typed.
 */
import { isVocabularyWord, queryWords, type SearchWords } from '../../shared/searchVocabulary.js';

/** Whether `a` becomes `b` by one insertion, deletion, substitution or swap of neighbours. */
export function isOneEditApart(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start++;
  let endA = a.length;
  let endB = b.length;
  while (endA > start && endB > start && a[endA - 1] === b[endB - 1]) {
    endA--;
    endB--;
  }
  const restA = endA - start;
  const restB = endB - start;
  // One character changed, added or dropped.
  if (restA <= 1 && restB <= 1) return true;
  // Two neighbours swapped.
  return restA === 2 && restB === 2 && a[start] === b[start + 1] && a[start + 1] === b[start];
}

/**
 * The query with each word that no vocabulary word starts with replaced by the vocabulary word one
 * edit away that most titles and headings hold (`buton` → `button`); undefined when no word changes.
 */
export function correctedQuery(query: string, vocabulary: ReadonlyMap<string, number>): string | undefined {
  if (vocabulary.size === 0) return undefined;
  const words = queryWords(query);
  let changed = false;
  const corrected = words.map((word) => {
    if (!isVocabularyWord(word)) return word;
    let best: string | undefined;
    let bestCount = 0;
    for (const [candidate, count] of vocabulary) {
      if (candidate.startsWith(word)) return word;
      if (isOneEditApart(word, candidate) && (count > bestCount || (count === bestCount && candidate < best!))) {
        best = candidate;
        bestCount = count;
      }
    }
    if (best === undefined) return word;
    changed = true;
    return best;
  });
  return changed ? corrected.join(' ') : undefined;
}

/** The vocabularies of the index's parts as one (counts added). */
export function mergeVocabularies(parts: readonly (SearchWords | undefined)[]): Map<string, number> {
  const merged = new Map<string, number>();
  for (const part of parts) {
    if (!part || typeof part.words !== 'object' || part.words === null) continue;
    for (const [word, count] of Object.entries(part.words)) if (typeof count === 'number') merged.set(word, (merged.get(word) ?? 0) + count);
  }
  return merged;
}

/** A result's title, for ranking. */
interface Titled {
  meta: { title?: string };
}

const sameWords = (a: readonly string[], b: readonly string[]) => a.length === b.length && a.every((word, index) => word === b[index]);

/** The results with those titled exactly as the query (case, accents and punctuation aside) first, each group in its order. */
export function exactTitlesFirst<T extends Titled>(results: readonly T[], query: string): T[] {
  const words = queryWords(query);
  if (words.length === 0) return [...results];
  const exact = results.filter((result) => sameWords(queryWords(result.meta.title ?? ''), words));
  return exact.length === 0 ? [...results] : [...exact, ...results.filter((result) => !exact.includes(result))];
}
