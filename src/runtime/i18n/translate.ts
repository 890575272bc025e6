import type { Dictionary } from '../types.js';

/** Looks up a dot path (`settings.mode`) in a dictionary; undefined when absent or not a string. */
export function lookup(dictionary: Dictionary | undefined, key: string): string | undefined {
  let node: string | Dictionary | undefined = dictionary;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

/** Deep merge of dictionaries, later ones winning. */
export function mergeDictionaries(...dictionaries: Dictionary[]): Dictionary {
  const result: Dictionary = {};
  for (const dictionary of dictionaries) {
    for (const [key, value] of Object.entries(dictionary)) {
      const existing = result[key];
      result[key] =
        typeof value === 'object' && typeof existing === 'object' ? mergeDictionaries(existing, value) : value;
    }
  }
  return result;
}
