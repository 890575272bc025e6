import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../diagnostics.js';
import type { PageLinks } from '../links/checkLinks.js';

/** A rendered page as the cache keeps it: everything a build needs without rendering it again. */
export interface CachedPage {
  html: string;
  diagnostics: Diagnostic[];
  links: PageLinks;
}

/** What every page shares, as the cache keeps it with the files the renderer wrote (assets). */
export interface CachedShared {
  notFoundHtml: string;
  diagnostics: Diagnostic[];
  /** Bytes of the shared files. */
  bytes: number;
}

/**
 * Rendered pages by content key, one JSON file each under `<dir>/pages/`: a key names everything
 * a page's HTML depends on, so an entry is never stale, only unused. Beside them, the shared
 * assets of the last site key (runtime bundle, stylesheet, fonts), so a build where every page is
 * cached makes no renderer at all. Unreadable entries count as missing (a build never fails on
 * its cache).
 */
export class PageCache {
  /** Folders of entries this cache object made or found: one `mkdir` each, not one a page. */
  private readonly madeDirs = new Set<string>();

  constructor(readonly dir: string) {}

  private fileOf(key: string): string {
    return path.join(this.dir, 'pages', key.slice(0, 2), `${key}.json`);
  }

  read(key: string): CachedPage | undefined {
    try {
      return JSON.parse(fs.readFileSync(this.fileOf(key), 'utf8')) as CachedPage;
    } catch {
      return undefined;
    }
  }

  write(key: string, entry: CachedPage): void {
    const file = this.fileOf(key);
    try {
      const folder = path.dirname(file);
      if (!this.madeDirs.has(folder)) {
        fs.mkdirSync(folder, { recursive: true });
        this.madeDirs.add(folder);
      }
      // Written whole then renamed: a build stopped halfway never leaves a torn entry.
      const temporary = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}`;
      fs.writeFileSync(temporary, JSON.stringify(entry));
      fs.renameSync(temporary, file);
    } catch {
      // A cache that cannot be written only makes the next build slower.
    }
  }

  /**
   * Keeps a copy of `folder` with `meta` as the cache's one `name` entry (older ones are never used
   * again): the shared assets, before any page is written, or the search index.
   */
  saveFolder<T extends object>(name: string, key: string, folder: string, meta: T): void {
    const target = path.join(this.dir, name);
    try {
      fs.rmSync(target, { recursive: true, force: true });
      const temporary = path.join(this.dir, `${name}-${process.pid}`);
      fs.cpSync(folder, path.join(temporary, 'files'), { recursive: true });
      fs.writeFileSync(path.join(temporary, 'meta.json'), JSON.stringify({ key, meta }));
      fs.renameSync(temporary, target);
    } catch {
      // As for pages: only the next build is slower.
    }
  }

  /** Copies the `name` entry's files into `folder` when it was saved under `key`, and gives its meta. */
  restoreFolder<T extends object>(name: string, key: string, folder: string): T | undefined {
    const source = path.join(this.dir, name);
    try {
      const saved = JSON.parse(fs.readFileSync(path.join(source, 'meta.json'), 'utf8')) as { key: string; meta: T };
      if (saved.key !== key) return undefined;
      fs.cpSync(path.join(source, 'files'), folder, { recursive: true });
      return saved.meta;
    } catch {
      return undefined;
    }
  }

  /** Removes the page entries no key in `used` names (after a build of the whole site). */
  prune(used: ReadonlySet<string>): void {
    this.madeDirs.clear();
    const pagesDir = path.join(this.dir, 'pages');
    try {
      for (const prefix of fs.readdirSync(pagesDir)) {
        const names = fs.readdirSync(path.join(pagesDir, prefix));
        const unused = names.filter((name) => !used.has(name.replace(/\.json$/, '')));
        if (unused.length === names.length) fs.rmSync(path.join(pagesDir, prefix), { recursive: true, force: true });
        else for (const name of unused) fs.rmSync(path.join(pagesDir, prefix, name), { force: true });
      }
    } catch {
      // Nothing to prune.
    }
  }
}
