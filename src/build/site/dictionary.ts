import fs from 'node:fs';
import path from 'node:path';
import { mergeDictionaries } from '../../runtime/i18n/translate.js';
import type { Dictionary } from '../../runtime/types.js';
import { error, type Diagnostic } from '../diagnostics.js';
import { BUILTIN_ENGLISH } from '../render/labels.js';
import { relativeFile } from './files.js';

/** The English dictionary: `translations/en.json` of the content folder merged over docsgen's own. */
export function loadDictionary(root: string, contentDir: string): { dictionary: Dictionary; diagnostics: Diagnostic[] } {
  const file = path.join(contentDir, 'translations', 'en.json');
  if (!fs.existsSync(file)) return { dictionary: BUILTIN_ENGLISH, diagnostics: [] };
  try {
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) throw new Error('expected an object of labels');
    return { dictionary: mergeDictionaries(BUILTIN_ENGLISH, value as Dictionary), diagnostics: [] };
  } catch (cause) {
    const message = cause instanceof Error ? cause.message : String(cause);
    return {
      dictionary: BUILTIN_ENGLISH,
      diagnostics: [error('invalid-translations', `Cannot read the dictionary: ${message}`, { file: relativeFile(root, file) })],
    };
  }
}
