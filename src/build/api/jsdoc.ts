import type ts from 'typescript';
import type { TypeScript } from './typescript.js';

/** A symbol's JSDoc: its text and tags (`@default 'medium'` → default: `'medium'`). */
export function jsDocOf(tsc: TypeScript, checker: ts.TypeChecker, symbol: ts.Symbol): { description: string; tags: Map<string, string> } {
  const description = tsc.displayPartsToString(symbol.getDocumentationComment(checker)).trim();
  const tags = new Map<string, string>();
  for (const tag of symbol.getJsDocTags(checker)) {
    if (!tags.has(tag.name)) tags.set(tag.name, tsc.displayPartsToString(tag.text ?? []).trim());
  }
  return { description, tags };
}
