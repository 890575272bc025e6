import type { Place } from '../util/diagnostics.js';
import { lineOfConfigPath } from './configPath.js';
import { lineAtOffset, lineOfText } from '../util/files.js';
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

/** The offsets of the `product:` keys in config `api` (one per entry, in order), after `api: [`. */
export function apiProductOffsets(text: string): number[] {
  const start = text.search(/["']?api["']?\s*:\s*\[/);
  if (start === -1) return [];
  return [...text.slice(start).matchAll(/["']?product["']?\s*:/g)].map((match) => start + match.index);
}

/**
 * The place of `key: 'value'` in config `api[index]` (two entries may name the same component: each
 * is reported at its own line): where the config's syntax puts it; else, in text the parser cannot
 * follow (an entry made by a function), between the `product` keys of the entries around it, the first
 * occurrence after its own `product` key, else the last before it (an entry that names its product
 * last). Else the place in the whole config.
 */
export function apiConfigPlace(config: ConfigSource, index: number, key: string, value: string): Place {
  // As written: each name of `components` at its own line, whatever the layout.
  const written = lineOfConfigPath(config.file, config.text, ['api', index, key, ...(key === 'components' ? [{ element: value }] : [])]);
  if (written.complete) return { file: config.file, line: written.line };
  const products = apiProductOffsets(config.text);
  const at = products[index];
  if (at === undefined) return configPlace(config, key, value);
  const from = products[index - 1] ?? 0;
  const to = products[index + 1] ?? config.text.length;
  const region = config.text.slice(from, to);
  const candidates = [...region.matchAll(new RegExp(`["'\`]${escapeRegExp(value)}["'\`]`, 'g'))];
  const offsets = candidates.map((match) => from + match.index);
  const nearest = offsets.find((offset) => offset > at) ?? offsets.filter((offset) => offset < at).at(-1);
  if (nearest === undefined) return configPlace(config, key, value);
  return { file: config.file, line: lineAtOffset(config.text, nearest) };
}
