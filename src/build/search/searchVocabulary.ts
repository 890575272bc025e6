import { SEARCH_WORDS_FILE, vocabularyWords, type SearchWords } from '../../shared/searchVocabulary.js';
import type { SearchPage } from './searchDocument.js';

export { SEARCH_WORDS_FILE };

const HEADING = /<h[1-3][^>]*>([\s\S]*?)<\/h[1-3]>/g;
const textOf = (html: string) => html.replace(/<[^>]*>/g, ' ').replace(/&[a-z]+;|&#x?[0-9a-f]+;/gi, ' ');

/**
 * The words of a part's page titles and headings (h1-h3), with how many titles and headings hold
 * each: what the search dialog corrects a query's typos to (see searchRanking.ts). Small (a title
 * or heading has a few words), so the dialog fetches it whole.
 */
export class SearchVocabulary {
  private readonly counts = new Map<string, number>();

  add(page: SearchPage): void {
    this.addText(page.title);
    for (const match of page.bodyHtml.matchAll(HEADING)) this.addText(textOf(match[1]!));
  }

  private addText(text: string): void {
    for (const word of new Set(vocabularyWords(text))) this.counts.set(word, (this.counts.get(word) ?? 0) + 1);
  }

  /** The file's content: words in order, so that the same pages give the same bytes. */
  toJson(): string {
    const words: Record<string, number> = {};
    for (const word of [...this.counts.keys()].sort()) words[word] = this.counts.get(word)!;
    return JSON.stringify({ words } satisfies SearchWords);
  }
}
