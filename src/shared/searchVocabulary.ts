/**
 * The search vocabulary: the words of a part's page titles and headings, which the build writes
 * beside each part of the index and the search dialog corrects a query's typos to. Both sides
 * cut text into words here, the way Pagefind searches them.
 */

/** Each part's vocabulary, beside its index: `{"words":{"button":12,…}}` (word → titles and headings holding it). */
export const SEARCH_WORDS_FILE = 'docsgen-words.json';

export interface SearchWords {
  words: Record<string, number>;
}

/** Words shorter than this are never corrected (one edit away from too many others), nor kept. */
export const MIN_TYPO_WORD = 4;
/** Longer words are not kept: identifiers pasted whole are found by their start already. */
export const MAX_VOCABULARY_WORD = 32;
// Edit distance means little in scripts without letters-as-sounds: Chinese and Japanese are left out.
const CORRECTABLE = /^[\p{L}\p{N}]+$/u;
const CJK = /[\p{scx=Han}\p{scx=Hiragana}\p{scx=Katakana}]/u;

/** Lower case, without accents: how Pagefind compares words. */
export const normalizeWord = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The query's words as Pagefind searches them: lower case, without punctuation. */
export function queryWords(query: string): string[] {
  return normalizeWord(query)
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter((word) => word.length > 0);
}

/** Whether a normalized word belongs in the vocabulary (and may be corrected). */
export const isVocabularyWord = (word: string): boolean =>
  word.length >= MIN_TYPO_WORD && word.length <= MAX_VOCABULARY_WORD && CORRECTABLE.test(word) && !CJK.test(word);

/** The vocabulary words of some text (a title, a heading), as the query's words are normalized. */
export const vocabularyWords = (text: string): string[] => queryWords(text).filter(isVocabularyWord);
