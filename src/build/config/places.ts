import type { Place } from '../util/diagnostics.js';
import { lineOfText } from '../util/files.js';
import { escapeRegExp } from '../util/regExp.js';

/** The config file as it was read: its path relative to the site root and its text, for the places of its problems. */
export interface ConfigSource {
  file: string;
  text: string;
}

/** 1-based line of the first `key:` (quoted or not) in the config's text, or 0. */
export function lineOfConfigKey(text: string, key: string): number {
  return lineOfText(text, new RegExp(`["']?${escapeRegExp(key)}["']?\\s*:`));
}

/** The place in the config of `key: 'value'` (its line when it can be found, else the file). */
export function configPlace(config: ConfigSource, key: string, value: string): Place {
  const line =
    lineOfText(config.text, new RegExp(`["']?${escapeRegExp(key)}["']?\\s*:\\s*\\[?[^\\n]*["'\`]${escapeRegExp(value)}["'\`]`)) ||
    lineOfText(config.text, new RegExp(`["'\`]${escapeRegExp(value)}["'\`]`));
  return { file: config.file, ...(line > 0 ? { line } : {}) };
}
