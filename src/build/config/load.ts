import fs from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';
import { error, type Diagnostic } from '../util/diagnostics.js';
import { copyData } from '../modules/copyData.js';
import { loadModule } from '../modules/loadModule.js';
import { ModuleLoadError, runError } from '../modules/moduleLoadError.js';
import { DEFAULT_EVALUATE_MS, runWithTimeLimit } from '../modules/timeLimit.js';
import { relativeFile } from '../util/files.js';
import { insideSite, outsideSiteError } from '../util/insideSite.js';
import { jsonDepthPlace, MAX_DATA_DEPTH, parseJson, tooDeepPath } from '../util/json.js';
import { configPlace, lineOfConfigKey, type ConfigSource } from './places.js';
import { lineOfConfigPath } from './configPath.js';
import { resolveMarkdownPlugins } from './markdownPlugins.js';
import { demoProviderProblems } from './demoProviders.js';
import { configSchema, type SiteConfig } from './schema.js';

export const CONFIG_FILES = ['docsgen.config.ts', 'docsgen.config.mts', 'docsgen.config.js', 'docsgen.config.mjs', 'docsgen.config.json'] as const;

export interface LoadedConfig {
  /** Undefined when the config is missing or invalid (see diagnostics). */
  config: SiteConfig | undefined;
  /** Absolute path of the config file, when one was found. */
  file: string | undefined;
  /** The config file as read, for the places of problems found later (`api` entries, `outDir`); when one was found. */
  source: ConfigSource | undefined;
  /** Local files the config was built from (for watch mode). */
  inputs: string[];
  diagnostics: Diagnostic[];
}

function isFolder(dir: string): boolean {
  try {
    return fs.statSync(dir).isDirectory();
  } catch {
    return false;
  }
}

export function findConfigFile(root: string): string | undefined {
  return CONFIG_FILES.map((name) => path.join(root, name)).find((file) => fs.existsSync(file));
}

/** `products[0].versions` from a zod issue path. */
function formatPath(issuePath: readonly PropertyKey[]): string {
  return issuePath.map((key, index) => (typeof key === 'number' ? `[${key}]` : index === 0 ? String(key) : `.${String(key)}`)).join('');
}

function issueToDiagnostic(issue: z.core.$ZodIssue, file: string, source: string): Diagnostic {
  const where = formatPath(issue.path);
  const steps = issue.path.filter((key): key is string | number => typeof key !== 'symbol');
  const at = where ? ` at ${where}` : '';
  if (issue.code === 'unrecognized_keys') {
    const keys = issue.keys.map((key) => `"${key}"`).join(', ');
    const line = lineOfConfigPath(file, source, [...steps, issue.keys[0] ?? '']).line || lineOfConfigKey(source, issue.keys[0] ?? '');
    return error('config-unknown-key', `Unknown config key ${keys}${at}`, { file, line });
  }
  const lastKey = issue.path.at(-1);
  // The item of an array (`api[1].components[2]`) at its own line, not the first line with its key.
  const line = lineOfConfigPath(file, source, steps).line || (typeof lastKey === 'string' ? lineOfConfigKey(source, lastKey) : 0);
  return error('config-invalid', `Invalid config${at}: ${issue.message}`, { file, line });
}

/** A config file that is not valid JSON, with the place of the bad token. */
class ConfigJsonError extends Error {
  constructor(
    message: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

/** The config's value; a module's is evaluated (and copied, its getters run) under the default time limit. */
async function readConfigValue(file: string, text: string, root: string): Promise<{ value: unknown; inputs: string[] }> {
  if (file.endsWith('.json')) {
    const parsed = parseJson(text);
    if (!parsed.ok) throw new ConfigJsonError(`not valid JSON: ${parsed.message}`, parsed.line, parsed.column);
    return { value: parsed.value, inputs: [file] };
  }
  const loaded = await loadModule(file, root, { timeoutMs: DEFAULT_EVALUATE_MS });
  try {
    const value = runWithTimeLimit({ file: relativeFile(root, file) }, DEFAULT_EVALUATE_MS, () => copyData(loaded.exports.default ?? loaded.exports.config));
    return { value, inputs: loaded.inputs };
  } catch (cause) {
    throw runError(cause, 'Reading its value');
  }
}

/**
 * Config `favicon` naming no file, or a symbolic link out of the site: an error at its line, from
 * every command (as a missing markdown plugin).
 */
function missingFavicon(root: string, config: SiteConfig, source: ConfigSource): Diagnostic[] {
  if (config.favicon === undefined) return [];
  const file = path.resolve(root, config.favicon);
  if (fs.existsSync(file)) {
    const outside = outsideSiteError(root, file, configPlace(source, 'favicon', config.favicon));
    return outside ? [outside] : [];
  }
  return [
    error(
      'missing-favicon',
      `Config "favicon": ${config.favicon} does not exist (a path relative to the site root)`,
      configPlace(source, 'favicon', config.favicon),
    ),
  ];
}

/**
 * Finds, loads and validates the site's config. Problems come back as diagnostics (exit code 2).
 *
 * Over 80 lines: every way a config can fail (no folder, no config, a link out of the site, not loading,
 * nested too deep, not valid, its files missing) returns its own diagnostic, in the order they are found: one
 * function reads as that list.
 */
export async function loadConfig(root: string): Promise<LoadedConfig> {
  if (!isFolder(root)) {
    // As the user wrote it (relative to where docsgen runs), unless it lies outside.
    const given = path.relative(process.cwd(), root);
    const shown = given === '' || given.startsWith('..') || path.isAbsolute(given) ? root : given.split(path.sep).join('/');
    return {
      config: undefined,
      file: undefined,
      source: undefined,
      inputs: [],
      diagnostics: [error('root-missing', `No such folder: ${shown}`, { file: shown })],
    };
  }
  const file = findConfigFile(root);
  if (!file) {
    return {
      config: undefined,
      file: undefined,
      source: undefined,
      inputs: [],
      diagnostics: [error('config-missing', `No config found: create one of ${CONFIG_FILES.join(', ')}`, { file: '.' })],
    };
  }
  const relative = relativeFile(root, file);
  const inside = insideSite(root, file, { file: relative });
  if (!inside.ok) return { config: undefined, file, source: undefined, inputs: [file], diagnostics: inside.diagnostics };
  let text = '';
  let value: unknown;
  let inputs: string[] = [file];
  try {
    text = fs.readFileSync(file, 'utf8');
    ({ value, inputs } = await readConfigValue(file, text, root));
  } catch (cause) {
    // The place of a build or thrown error (a module the config imports is named itself), or of a bad JSON token.
    const place =
      cause instanceof ModuleLoadError
        ? { line: cause.line, column: cause.column, ...(cause.file ? { file: relativeFile(root, cause.file) } : {}) }
        : cause instanceof ConfigJsonError
          ? { line: cause.line, column: cause.column }
          : {};
    const message = cause instanceof Error ? cause.message : String(cause);
    return {
      config: undefined,
      file,
      source: { file: relative, text },
      inputs,
      diagnostics: [error('config-unreadable', `Cannot load the config: ${message}`, { file: relative, ...place })],
    };
  }
  const source: ConfigSource = { file: relative, text };
  const deep = tooDeepPath(value);
  if (deep !== undefined) {
    return {
      config: undefined,
      file,
      source,
      inputs,
      diagnostics: [
        error('config-invalid', `Invalid config at ${deep}: nested deeper than ${MAX_DATA_DEPTH} levels`, {
          file: relative,
          ...(file.endsWith('.json') ? jsonDepthPlace(text) : {}),
        }),
      ],
    };
  }
  const parsed = configSchema.safeParse(value);
  if (!parsed.success) {
    return {
      config: undefined,
      file,
      source,
      inputs,
      diagnostics: parsed.error.issues.map((issue) => issueToDiagnostic(issue, relative, text)),
    };
  }
  const problems = [
    ...resolveMarkdownPlugins(root, parsed.data.markdown, source).diagnostics,
    ...missingFavicon(root, parsed.data, source),
    ...demoProviderProblems(root, parsed.data, source),
  ];
  if (problems.length > 0) return { config: undefined, file, source, inputs, diagnostics: problems };
  return { config: parsed.data, file, source, inputs, diagnostics: [] };
}
