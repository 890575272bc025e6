import type { Dictionary } from '../../shared/types.js';

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
      result[key] = typeof value === 'object' && typeof existing === 'object' ? mergeDictionaries(existing, value) : value;
    }
  }
  return result;
}

export interface TranslatorLog {
  warn(message: string): void;
  error(message: string): void;
}

export const FALLBACK_LANGUAGE = 'en';
/** Shown for every key when the language has no dictionary at all. */
export const MISSING_LANGUAGE_TEXT = '\u2026';

/**
 * `t(key)`: the dot path in the current language, else in English, else null. A key missing
 * from the current language warns once; a missing language logs one error and shows `…`.
 */
export function createTranslator(dictionaries: Record<string, Dictionary>, language: string, log: TranslatorLog = console): (key: string) => string | null {
  const dictionary = dictionaries[language];
  if (dictionary === undefined) {
    let logged = false;
    return () => {
      if (!logged) {
        logged = true;
        log.error(`Missing language: ${language}.`);
      }
      return MISSING_LANGUAGE_TEXT;
    };
  }
  const warned = new Set<string>();
  return (key) => {
    const translation = lookup(dictionary, key);
    if (translation !== undefined) return translation;
    if (!warned.has(key)) {
      warned.add(key);
      log.warn(`Missing translation for ${language}:${key}`);
    }
    return lookup(dictionaries[FALLBACK_LANGUAGE], key) ?? null;
  };
}
