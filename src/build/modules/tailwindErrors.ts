import fs from 'node:fs/promises';
import path from 'node:path';
import { placeAtOffset, placeOfMessage, type TextPlace } from './tailwindSource.js';

/** Where an error of Tailwind's is: the file, and the place in it when known. */
export interface TailwindErrorPlace {
  file: string;
  place?: TextPlace;
}

const inPackages = (file: string) => file.split(path.sep).includes('node_modules');

/**
 * Where Tailwind's error is: the place it gives (a syntax error names its file and offset), else
 * the line of the stylesheet `file` (text `css`), or of a file of the site it imported, that holds
 * what the message quotes; else the stylesheet.
 */
export async function tailwindErrorPlace(cause: unknown, file: string, css: string, imported: readonly string[]): Promise<TailwindErrorPlace> {
  const loc = (cause as { loc?: unknown }).loc;
  if (Array.isArray(loc) && typeof loc[1] === 'number') {
    const source = loc[0] as { file?: unknown; code?: unknown } | undefined;
    const code = typeof source?.code === 'string' ? source.code : css;
    return {
      file: typeof source?.file === 'string' ? source.file : file,
      place: placeAtOffset(code, loc[1], typeof loc[2] === 'number' ? loc[2] - loc[1] : 0),
    };
  }
  const text = cause instanceof Error ? cause.message : String(cause);
  const inSheet = placeOfMessage(css, text);
  if (inSheet) return { file, place: inSheet };
  for (const dependency of imported.filter((name) => name.endsWith('.css') && !inPackages(name))) {
    const place = placeOfMessage(await fs.readFile(dependency, 'utf8').catch(() => ''), text);
    if (place) return { file: dependency, place };
  }
  return { file };
}

/** Tailwind's message without the `file:line:column: ` it may start with (the place is given apart) and without a resolver's long trace. */
export const tailwindErrorText = (cause: unknown) =>
  (cause instanceof Error ? cause.message : String(cause))
    .split('\n')[0]!
    .replace(/^\S+:\d+:\d+: /, '')
    .trim();
