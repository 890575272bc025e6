import type { Dictionary } from './types.js';

/**
 * The groups of the dictionary the browser's islands translate (`t('settings.mode')`): the rest
 * (page furniture, API tables, demo toolbar…) is rendered on the server, so the runtime's bundle,
 * which every page loads, leaves it out.
 */
export const RUNTIME_DICTIONARY_GROUPS = ['appFrame', 'feedback', 'languages', 'search', 'settings'] as const;

/** The part of a site's dictionary the runtime bundle carries. */
export function runtimeDictionary(dictionary: Dictionary): Dictionary {
  return Object.fromEntries(RUNTIME_DICTIONARY_GROUPS.filter((group) => group in dictionary).map((group) => [group, dictionary[group]!]));
}
