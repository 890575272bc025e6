/**
 * Telling Pagefind's real matches from its fallback, for an index in parts.
 *
 * For each query word Pagefind takes the index's words that start with it; when an index has
 * none, it falls back to the longest word of that index that the query word starts with
 * (`useMediaQuery` → `use`). One index of the whole site does that only when no page has the word.
 * Parts are searched one by one, so a part without the word answers with pages of the fallback
 * word — which may even outrank the pages that do have it. The dialog therefore drops results
 * whose matched words are all far from a query word when other results match it.
 */
import { normalizeWord } from '../../shared/searchVocabulary.js';

/** What of a result's data the check reads (Pagefind's fragment). */
export interface MatchedData {
  /** The page's text; a location is the index of a word in it. */
  content?: string;
  raw_content?: string;
  /** The words of `content` that matched. */
  locations?: number[];
}

/** The words Pagefind may have indexed for a word of the text: the whole, and its parts (`useMediaQuery(x)` → `use`, `media`, …). */
function indexedForms(word: string): string[] {
  const pieces = word.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  const forms = [normalizeWord(pieces.join(''))];
  for (const piece of pieces) {
    forms.push(normalizeWord(piece));
    for (const part of piece.split(/(?<=\p{Ll})(?=\p{Lu})|(?<=\p{L})(?=\p{N})|(?<=\p{N})(?=\p{L})/u)) forms.push(normalizeWord(part));
  }
  return forms;
}

const commonPrefix = (a: string, b: string) => {
  let length = 0;
  while (length < a.length && length < b.length && a[length] === b[length]) length++;
  return length;
};

// Endings English stemming may take off a word (Pagefind stems both the query and the pages).
const SUFFIXES = [
  'izations',
  'abilities',
  'ization',
  'ational',
  'fulness',
  'iveness',
  'ousness',
  'ability',
  'encies',
  'ancies',
  'ically',
  'ations',
  'ements',
  'ation',
  'ators',
  'ement',
  'ments',
  'ences',
  'ances',
  'ities',
  'ingly',
  'ator',
  'ment',
  'ence',
  'ance',
  'ings',
  'edly',
  'ness',
  'less',
  'ions',
  'ives',
  'able',
  'ible',
  'ists',
  'isms',
  'izes',
  'ized',
  'izer',
  'ises',
  'ised',
  'ity',
  'ing',
  'ion',
  'ive',
  'ous',
  'ist',
  'ism',
  'ize',
  'ise',
  'ers',
  'est',
  'ies',
  'ied',
  'ful',
  'er',
  'ly',
  'ed',
  'es',
  'al',
  's',
];

/**
 * How much of a query word a page's word must share, at least: the word without the longest
 * ending stemming could take off (`theming` → `them`, `dependencies` → `depend`, `running` → `run`),
 * and at least 3 characters (all of a shorter word).
 */
export function neededPrefix(queryWord: string): number {
  let stem = queryWord;
  const suffix = SUFFIXES.find((ending) => stem.endsWith(ending) && stem.length - ending.length >= 3);
  if (suffix) stem = stem.slice(0, -suffix.length);
  if (stem.length > 3 && /([b-df-hj-np-tv-z])\1$/.test(stem)) stem = stem.slice(0, -1);
  else if (stem.length > 3 && /[eiy]$/.test(stem)) stem = stem.slice(0, -1);
  return Math.min(queryWord.length, Math.max(3, stem.length));
}

/**
 * Whether a word of a page matches a query word, rather than being Pagefind's fallback to a
 * shorter word: it (or a part of it) shares at least the query word's stem. `uses` is no match for
 * `usemediaquery`, nor `vector` for `vectorsection`; `depends` is one for `dependencies`.
 */
export function matchesQueryWord(pageWord: string, queryWord: string): boolean {
  const needed = neededPrefix(queryWord);
  return indexedForms(pageWord).some((form) => commonPrefix(form, queryWord) >= needed);
}

/** The words of a page at its matched locations, as Pagefind's excerpt counts them. */
function matchedWords(data: MatchedData): string[] {
  const text = data.raw_content ?? data.content ?? '';
  const words = text.includes('\u200B') ? text.split('\u200B') : text.split(/[\r\n\s]+/g);
  return (data.locations ?? []).flatMap((location) => (words[location] === undefined ? [] : [words[location]!]));
}

/**
 * How closely a result matches the query: for each query word, how much of its needed start
 * (`neededPrefix`) one of the result's matched words shares, added up; `fullMatch` when all of
 * every word. A result without known locations (a match in its metadata) counts as a full match.
 */
export function matchQuality(data: MatchedData, words: readonly string[]): number {
  const matched = matchedWords(data);
  if (matched.length === 0) return fullMatch(words);
  let quality = 0;
  for (const word of words) {
    const needed = neededPrefix(word);
    let best = 0;
    for (const pageWord of matched) for (const form of indexedForms(pageWord)) best = Math.max(best, Math.min(needed, commonPrefix(form, word)));
    quality += best;
  }
  return quality;
}

/** The quality of a result that matches every query word. */
export const fullMatch = (words: readonly string[]): number => words.reduce((sum, word) => sum + neededPrefix(word), 0);

/** Whether a result matches every word of the query somewhere it matched (see `matchQuality`). */
export const isRealMatch = (data: MatchedData, words: readonly string[]): boolean => matchQuality(data, words) === fullMatch(words);

/**
 * The results that match the query best, in their order: those that truly match it when some do;
 * else those of the closest fallback, as the longest fallback word of one index of the whole site
 * would have found them.
 */
export function closestMatches<T extends MatchedData>(results: readonly T[], words: readonly string[]): T[] {
  const qualities = results.map((data) => matchQuality(data, words));
  const best = Math.max(...qualities);
  return results.filter((_, index) => qualities[index] === best);
}
