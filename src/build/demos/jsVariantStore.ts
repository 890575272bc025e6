import { keyDigest } from '../util/digest.js';

/** Where generated JavaScript variants of demos are kept by content key, from one build (or reload) to the next. */
export interface JsVariantStore {
  get(key: string): string | undefined;
  set(key: string, code: string): void;
  /** Keeps what this build used, and only that, for the next. */
  save(): void;
}

/** A generated variant's key: all it is made from (the code, the tools' versions, where the Prettier options come from). */
export const jsVariantKey = (...parts: readonly string[]): string => keyDigest('js-variant', ...parts);

let lastUsed = new Map<string, string>();

/**
 * The store of a process without a build cache (the dev server): what the last reload made, in
 * memory, for the next reload.
 */
export function memoryJsVariantStore(): JsVariantStore {
  const kept = lastUsed;
  const used = new Map<string, string>();
  return {
    get(key) {
      const code = kept.get(key);
      if (code !== undefined) used.set(key, code);
      return code;
    },
    set(key, code) {
      used.set(key, code);
    },
    save() {
      lastUsed = used;
    },
  };
}
