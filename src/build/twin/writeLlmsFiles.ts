import fs from 'node:fs';
import path from 'node:path';
import type { OutputWriter } from '../emit/outputWriter.js';
import { llmsFullTxt, llmsTxt, type LlmsPage, type LlmsSection } from './llmsTxt.js';
import { twinFile } from '../util/twinPaths.js';
import type { SitePlace } from './twinUrls.js';

/**
 * Writes llms.txt and llms-full.txt at the root of the output: the pages' summaries in the
 * sections' order, and their twins, read back from the output (every page wrote its own).
 */
export function writeLlmsFiles(writer: OutputWriter, site: SitePlace & { title: string; sections: LlmsSection[] }, summaries: readonly LlmsPage[]): void {
  const pages = new Map(summaries.map(({ route, ...summary }) => [route, summary]));
  const llmsSite = { ...site, description: pages.get('/')?.description };
  writer.write('llms.txt', llmsTxt(llmsSite, pages));
  const twinOf = (route: string) => {
    if (!pages.has(route)) return undefined;
    try {
      return fs.readFileSync(path.join(writer.dir, twinFile(route)), 'utf8');
    } catch {
      return undefined;
    }
  };
  writer.write('llms-full.txt', llmsFullTxt(llmsSite, twinOf));
}
