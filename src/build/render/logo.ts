import fs from 'node:fs';
import path from 'node:path';
import type { ProductConfig } from '../config/schema.js';
import { error, type Diagnostic } from '../util/diagnostics.js';
import type { OutputWriter } from '../emit/outputWriter.js';

/** A product logo: SVG files are inlined, other images copied as hashed assets. */
export function readLogo(root: string, product: ProductConfig, writer: OutputWriter, base: string, diagnostics: Diagnostic[]): string | undefined {
  if (!product.logo) return undefined;
  const file = path.resolve(root, product.logo);
  try {
    if (file.endsWith('.svg')) return fs.readFileSync(file, 'utf8').replace(/<\?xml[^>]*>\s*/, '');
    return base + writer.writeAsset(path.basename(file), fs.readFileSync(file));
  } catch {
    diagnostics.push(error('unreadable-file', `Cannot read the logo of product "${product.id}": ${product.logo}`, { file: product.logo }));
    return undefined;
  }
}
