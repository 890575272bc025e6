import fs from 'node:fs';
import path from 'node:path';
import { error, type Diagnostic } from '../util/diagnostics.js';

/**
 * The largest page docsgen renders. Markdown takes about 5 s and 0.5 to 1 GB of memory per MB to
 * parse and render (micromark and the syntax trees); MUI's longest pages are under 200 KB.
 */
export const MAX_PAGE_BYTES = 2 * 1024 * 1024;

/** Folders of the content directory that hold no pages: translations at its top, installed packages anywhere (a product may have its own). */
const NON_PAGE_TOP_DIRS = new Set(['translations']);
const NON_PAGE_DIRS = new Set(['node_modules']);

export interface MarkdownFiles {
  /** Every `.md` file under the content folder, sorted, as paths relative to it. */
  files: string[];
  /** Symbolic links to folders (not followed), as paths relative to it: those that leave the site are errors. */
  linkedFolders: string[];
}

/** The `.md` files under the content folder, and the links to folders met on the way. */
export function listMarkdownFiles(contentDir: string): MarkdownFiles {
  const found: MarkdownFiles = { files: [], linkedFolders: [] };
  if (!fs.existsSync(contentDir)) return found;
  const walk = (dir: string, relativeDir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const relative = relativeDir ? `${relativeDir}/${entry.name}` : entry.name;
      if (entry.isDirectory()) {
        if (NON_PAGE_DIRS.has(entry.name) || (!relativeDir && NON_PAGE_TOP_DIRS.has(entry.name))) continue;
        walk(path.join(dir, entry.name), relative);
      } else if ((entry.isFile() || entry.isSymbolicLink()) && entry.name.toLowerCase().endsWith('.md')) {
        // Symbolic links count too: a dangling one is then reported as unreadable, not skipped.
        found.files.push(relative);
      } else if (entry.isSymbolicLink() && !NON_PAGE_DIRS.has(entry.name) && isFolder(path.join(dir, entry.name))) {
        found.linkedFolders.push(relative);
      }
    }
  };
  walk(contentDir, '');
  found.files.sort();
  found.linkedFolders.sort();
  return found;
}

function isFolder(file: string): boolean {
  try {
    return fs.statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/** A page's bytes, or why they cannot be had. */
export function readPageBytes(absolute: string, file: string): Buffer | Diagnostic {
  try {
    const size = fs.statSync(absolute).size;
    if (size > MAX_PAGE_BYTES) {
      const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
      const message = `Page too large: ${megabytes(size)}, over the limit of ${MAX_PAGE_BYTES / 1024 / 1024} MB; split it into several pages`;
      return error('page-too-large', message, { file, line: 1, column: 1 });
    }
    return fs.readFileSync(absolute);
  } catch (cause) {
    const reason = (cause as NodeJS.ErrnoException).code ?? String(cause);
    return error('unreadable-file', `Cannot read the file (${reason})`, { file });
  }
}
