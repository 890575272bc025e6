import { SourceMap, type SourceMapPayload } from 'node:module';
import path from 'node:path';

/** Where in a site's source a thrown error comes from: an absolute file, 1-based line and column. */
export interface SourcePlace {
  file: string;
  line: number;
  column: number;
}

/** The file name site bundles run under: stack frames in them are recognised by it. */
const PREFIX = 'docsgen-bundle:';
/** The bundle runs wrapped in a function whose head takes one line. */
export const WRAPPER_LINES = 1;

interface BundleMap {
  /** Parsed on first use: most bundles never throw. */
  payload: string;
  parsed?: SourceMap;
  /** The folder the map's `sources` are relative to. */
  dir: string;
}

// One entry per module file (a reload replaces it), so this stays as small as the site.
const maps = new Map<string, BundleMap>();

/** The name to evaluate the bundle of `file` under, its source map remembered for placeOfError. */
export function bundleFilename(file: string, sourceMap: { payload: string; dir: string } | undefined): string {
  const filename = PREFIX + file;
  if (sourceMap) maps.set(filename, { ...sourceMap });
  else maps.delete(filename);
  return filename;
}

const FRAME = /(docsgen-bundle:.+?):(\d+):(\d+)\)?\s*$/;

/**
 * The place in the site's source of the innermost stack frame of `cause` that ran in a site
 * bundle, through the bundle's source map; undefined when no frame did.
 */
export function placeOfError(cause: unknown): SourcePlace | undefined {
  const stack = cause instanceof Error ? cause.stack : undefined;
  if (!stack) return undefined;
  for (const frame of stack.split('\n')) {
    const match = FRAME.exec(frame);
    if (!match) continue;
    const [, filename, line, column] = match as unknown as [string, string, string, string];
    const bundle = maps.get(filename);
    if (!bundle) continue;
    bundle.parsed ??= new SourceMap(JSON.parse(bundle.payload) as SourceMapPayload);
    const entry = bundle.parsed.findEntry(Number(line) - 1 - WRAPPER_LINES, Number(column) - 1) as Partial<{
      originalSource: string;
      originalLine: number;
      originalColumn: number;
    }>;
    if (entry.originalSource === undefined || entry.originalLine === undefined) continue;
    return { file: path.resolve(bundle.dir, entry.originalSource), line: entry.originalLine + 1, column: (entry.originalColumn ?? 0) + 1 };
  }
  return undefined;
}
