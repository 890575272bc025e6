import { expect } from 'vitest';

const REGISTERED = Symbol.for('docsgen.byteEquality');

/**
 * Byte arrays compare as bytes. Vitest's own equality walks a Buffer element by element, which
 * takes seconds for a built site's files (5 s for a 1.4 MB output, where this takes a millisecond).
 * Once per worker: unit test files share theirs (isolate: false), and run this file each.
 */
const registry = globalThis as { [REGISTERED]?: true };
if (!registry[REGISTERED]) {
  registry[REGISTERED] = true;
  expect.addEqualityTesters([
    function byteArraysEqual(a: unknown, b: unknown): boolean | undefined {
      if (!(a instanceof Uint8Array) || !(b instanceof Uint8Array) || a.constructor !== b.constructor) return undefined;
      return Buffer.from(a.buffer, a.byteOffset, a.byteLength).equals(b);
    },
  ]);
}
