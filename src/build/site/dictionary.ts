import fs from 'node:fs';
import path from 'node:path';
import { mergeDictionaries } from '../../runtime/i18n/translate.js';
import type { Dictionary } from '../../shared/types.js';
import { error, type Diagnostic } from '../util/diagnostics.js';
import { BUILTIN_ENGLISH } from '../util/labels.js';
import { relativeFile } from '../util/files.js';
import { insideSite } from '../util/insideSite.js';
import { jsonDepthPlace, MAX_DATA_DEPTH, parseJson, tooDeepPath } from '../util/json.js';

/** The English dictionary: `translations/en.json` of the content folder merged over docsgen's own. */
export function loadDictionary(root: string, contentDir: string): { dictionary: Dictionary; diagnostics: Diagnostic[] } {
  const file = path.join(contentDir, 'translations', 'en.json');
  if (!fs.existsSync(file)) return { dictionary: BUILTIN_ENGLISH, diagnostics: [] };
  const fail = (message: string, place: { line?: number; column?: number } = {}) => ({
    dictionary: BUILTIN_ENGLISH,
    diagnostics: [error('invalid-translations', `Cannot read the dictionary: ${message}`, { file: relativeFile(root, file), ...place })],
  });
  const inside = insideSite(root, file, { file: relativeFile(root, file) });
  if (!inside.ok) return { dictionary: BUILTIN_ENGLISH, diagnostics: inside.diagnostics };
  let source: string;
  try {
    source = fs.readFileSync(file, 'utf8');
  } catch (cause) {
    return fail((cause as NodeJS.ErrnoException).code ?? String(cause));
  }
  const parsed = parseJson(source);
  if (!parsed.ok) return fail(`not valid JSON: ${parsed.message}`, { line: parsed.line, column: parsed.column });
  const value = parsed.value;
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return fail('expected an object of labels', { line: 1, column: 1 });
  const deep = tooDeepPath(value);
  if (deep !== undefined) return fail(`labels nest deeper than ${MAX_DATA_DEPTH} levels (at ${deep})`, jsonDepthPlace(source) ?? { line: 1, column: 1 });
  return { dictionary: mergeDictionaries(BUILTIN_ENGLISH, value as Dictionary), diagnostics: [] };
}
