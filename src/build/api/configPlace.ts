import type { Place } from '../util/diagnostics.js';
import { lineOfText } from '../util/files.js';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The place in the config of `key: 'value'` (its line when it can be found, else the file). */
export function configPlace(config: { file: string; text: string }, key: string, value: string): Place {
  const line =
    lineOfText(config.text, new RegExp(`["']?${escapeRegExp(key)}["']?\\s*:\\s*\\[?[^\\n]*["'\`]${escapeRegExp(value)}["'\`]`)) ||
    lineOfText(config.text, new RegExp(`["'\`]${escapeRegExp(value)}["'\`]`));
  return { file: config.file, ...(line > 0 ? { line } : {}) };
}
