/**
 * A copy of the value a config or manifest module exports, made of plain objects and arrays:
 * its getters (and proxies) run here, once — under the caller's time limit — and never again in
 * docsgen's own code. Cycles are kept as cycles (validation reports them); other objects (Date,
 * RegExp, functions) are kept as they are. Iterative, so deep nesting cannot overflow the stack.
 */
export function copyData(value: unknown): unknown {
  const copies = new Map<object, unknown>();
  const pending: Array<() => void> = [];
  const copyOf = (item: unknown): unknown => {
    if (item === null || typeof item !== 'object') return item;
    const existing = copies.get(item);
    if (existing !== undefined) return existing;
    if (Array.isArray(item)) {
      const copy: unknown[] = [];
      copies.set(item, copy);
      pending.push(() => {
        for (let index = 0; index < item.length; index++) copy.push(copyOf(item[index]));
      });
      return copy;
    }
    const prototype = Object.getPrototypeOf(item) as unknown;
    if (prototype !== Object.prototype && prototype !== null) return item;
    const copy: Record<string, unknown> = {};
    copies.set(item, copy);
    pending.push(() => {
      const source = item as Record<string, unknown>;
      for (const key of Object.keys(source)) copy[key] = copyOf(source[key]);
    });
    return copy;
  };
  const root = copyOf(value);
  while (pending.length > 0) pending.pop()!();
  return root;
}
