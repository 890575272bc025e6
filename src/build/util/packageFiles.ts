import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The docsgen package folder (holding templates/ and node_modules/), from src/ or lib/. */
export const PACKAGE_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export const templatePath = (name: string) => path.join(PACKAGE_ROOT, 'templates', name);

const templateCache = new Map<string, string>();

/** A file of templates/, read once per process. */
export function readTemplate(name: string): string {
  let text = templateCache.get(name);
  if (text === undefined) {
    text = fs.readFileSync(templatePath(name), 'utf8');
    templateCache.set(name, text);
  }
  return text;
}
