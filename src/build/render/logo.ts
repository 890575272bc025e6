import fs from 'node:fs';
import path from 'node:path';
import type { ProductConfig } from '../config/schema.js';
import { error, fail, succeed, type Result } from '../util/diagnostics.js';
import type { OutputWriter } from '../emit/outputWriter.js';
import { outsideSiteProblem } from '../util/insideSite.js';

/** A product logo (none when the product has none): SVG files are inlined, other images copied as hashed assets. */
export function readLogo(root: string, product: ProductConfig, writer: OutputWriter, base: string): Result<string | undefined> {
  if (!product.logo) return succeed(undefined);
  const file = path.resolve(root, product.logo);
  // A logo that leads out of the site is never read: loadSite reports it at its config line.
  if (outsideSiteProblem(root, file) !== undefined) return succeed(undefined);
  try {
    if (file.endsWith('.svg')) return succeed(fs.readFileSync(file, 'utf8').replace(/<\?xml[^>]*>\s*/, ''));
    return succeed(base + writer.writeAsset(path.basename(file), fs.readFileSync(file)));
  } catch {
    return fail(error('unreadable-file', `Cannot read the logo of product "${product.id}": ${product.logo}`, { file: product.logo }));
  }
}
