import fs from 'node:fs';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
};

export const contentTypeOf = (file: string) => CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';

/**
 * The absolute path of a file inside `root`, or undefined when there is none or when it would
 * leave `root` — also through a symbolic link pointing outside (outside `linksWithin`, when given:
 * a link of public/ may lead to any file of the site, as the build copies it).
 */
export function fileInside(root: string, relativePath: string, linksWithin: string = root): string | undefined {
  const realRoot = fs.realpathSync(root);
  const candidate = path.resolve(realRoot, relativePath);
  if (candidate !== realRoot && !candidate.startsWith(realRoot + path.sep)) return undefined;
  let real: string;
  try {
    real = fs.realpathSync(candidate);
  } catch {
    return undefined;
  }
  const realBound = linksWithin === root ? realRoot : fs.realpathSync(linksWithin);
  if (!real.startsWith(realBound + path.sep)) return undefined;
  return fs.statSync(real).isFile() ? real : undefined;
}
