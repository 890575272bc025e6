import fs from 'node:fs';
import path from 'node:path';
import { error, type Diagnostic, type Place } from '../util/diagnostics.js';
import { insideSite } from '../util/insideSite.js';
import { copyData } from '../modules/copyData.js';
import { loadModule } from '../modules/loadModule.js';
import { ModuleLoadError, runError } from '../modules/moduleLoadError.js';
import { DEFAULT_EVALUATE_MS, runWithTimeLimit } from '../modules/timeLimit.js';
import { relativeFile } from '../util/files.js';
import { parseJson } from '../util/json.js';
import type { Manifest } from './types.js';
import { validateManifestShape } from './validateShape.js';

export interface LoadManifestResult {
  manifest: Manifest | undefined;
  diagnostics: Diagnostic[];
}

/**
 * Finds the lines of quoted strings in the manifest's source, indexed in one pass: the n-th call
 * for one pathname returns the line of its n-th occurrence (so duplicates point at themselves).
 */
function pathnameLineFinder(source: string): (pathname: string) => number {
  const lines = new Map<string, number[]>();
  const quoted = /(["'`])([^"'`\n]*)\1/g;
  let line = 1;
  let scanned = 0;
  for (let match = quoted.exec(source); match; match = quoted.exec(source)) {
    for (let i = scanned; i < match.index; i++) if (source.charCodeAt(i) === 10) line++;
    scanned = match.index;
    const text = match[2]!;
    const list = lines.get(text);
    if (list) list.push(line);
    else lines.set(text, [line]);
  }
  const calls = new Map<string, number>();
  return (pathname) => {
    const count = calls.get(pathname) ?? 0;
    calls.set(pathname, count + 1);
    return lines.get(pathname)?.[count] ?? 0;
  };
}

/**
 * Loads a manifest (`.json`, `.js`, `.mjs`, `.ts`, `.mts`) and validates its shape. One that leads
 * out of the site is not read: an error at `namedAt`, where the config names it (else the manifest).
 */
export async function loadManifest(root: string, manifestPath: string, timeoutMs = DEFAULT_EVALUATE_MS, namedAt?: Place): Promise<LoadManifestResult> {
  const absolute = path.resolve(root, manifestPath);
  const file = relativeFile(root, absolute);
  const inside = insideSite(root, absolute, namedAt ?? { file });
  if (!inside.ok) return { manifest: undefined, diagnostics: inside.diagnostics };
  let source: string;
  try {
    source = fs.readFileSync(absolute, 'utf8');
  } catch (cause) {
    const reason = (cause as NodeJS.ErrnoException).code ?? String(cause);
    return { manifest: undefined, diagnostics: [error('unreadable-file', `Cannot read the manifest (${reason})`, { file })] };
  }

  let value: unknown;
  let inputs = [absolute];
  if (absolute.endsWith('.json')) {
    const parsed = parseJson(source);
    if (!parsed.ok) {
      const { message, line, column } = parsed;
      return { manifest: undefined, diagnostics: [error('invalid-manifest', `The manifest is not valid JSON: ${message}`, { file, line, column })] };
    }
    value = parsed.value;
  } else {
    try {
      const loaded = await loadModule(absolute, root, { timeoutMs });
      // Its getters run here, under the time limit, and never again in validation.
      try {
        value = runWithTimeLimit({ file }, timeoutMs, () => copyData(loaded.exports.default ?? loaded.exports.pages));
      } catch (cause) {
        throw runError(cause, 'Reading its value');
      }
      inputs = loaded.inputs;
    } catch (cause) {
      const loadError = cause instanceof ModuleLoadError ? cause : undefined;
      const where = loadError?.file ? relativeFile(root, loadError.file) : file;
      const message = cause instanceof Error ? cause.message : String(cause);
      return {
        manifest: undefined,
        diagnostics: [
          error('invalid-manifest', `Cannot load the manifest: ${message}`, {
            file: where,
            line: loadError?.line ?? 0,
            column: loadError?.column ?? 0,
          }),
        ],
      };
    }
  }

  const shape = validateManifestShape(value, file, pathnameLineFinder(source));
  return { manifest: { file, items: shape.items, inputs }, diagnostics: shape.diagnostics };
}
