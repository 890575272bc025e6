import { EditMap } from '../vendor/markdownPackages.js';

type Change = [at: number, remove: number, add: unknown[]];

/**
 * micromark's `EditMap.consume` copies every event of the document each time it is called, and
 * micromark's document tokenizer calls it whenever a list or block quote ends: a page with many
 * lists was quadratic (4 of the 9 s of a 1 MB page). This applies the same edits from the first
 * edited index on, so it costs what follows that index — the document's tail, where the
 * tokenizer edits. Same events in the same order (the build's output is unchanged byte for byte).
 */
function consumeFromFirstEdit(this: { map: Change[]; index: Map<number, Change> }, events: unknown[]): undefined {
  this.map.sort((a, b) => a[0] - b[0]);
  if (this.map.length === 0) return undefined;
  const start = Math.min(this.map[0]![0], events.length);
  const tail = events.splice(start);
  let cursor = 0;
  for (const [at, remove, add] of this.map) {
    // As the original: what an edit removes past the next edit's index is kept (edits do not overlap in practice).
    for (let i = cursor; i < at - start && i < tail.length; i++) events.push(tail[i]);
    for (const event of add) events.push(event);
    cursor = at - start + remove;
  }
  for (let i = cursor; i < tail.length; i++) events.push(tail[i]);
  this.map.length = 0;
  this.index.clear();
  return undefined;
}

/** Installs the linear `consume` (once; every markdown processor shares micromark's one EditMap). */
export function useLinearEditMap(): void {
  (EditMap.prototype as unknown as { consume: typeof consumeFromFirstEdit }).consume = consumeFromFirstEdit;
}
