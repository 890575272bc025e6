import path from 'node:path';

/** A path relative to the site root with forward slashes, as diagnostics show it. */
export function relativeFile(root: string, file: string): string {
  return path.relative(root, file).split(path.sep).join('/') || '.';
}

/** 1-based line of the first match of `pattern` in `source`, or 0. */
export function lineOfText(source: string, pattern: RegExp): number {
  const match = pattern.exec(source);
  if (!match) return 0;
  return lineAtOffset(source, match.index);
}

export function lineAtOffset(source: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset && i < source.length; i++) if (source.charCodeAt(i) === 10) line++;
  return line;
}
