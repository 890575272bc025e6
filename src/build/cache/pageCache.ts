import fs from 'node:fs';
import path from 'node:path';
import type { Diagnostic } from '../util/diagnostics.js';
import { cacheDamagedWarning, cacheFileName } from '../util/sealedFile.js';
import type { PageLinks } from '../links/checkLinks.js';
import type { PageSummary } from '../twin/llmsTxt.js';
import { OutputWriter } from '../emit/outputWriter.js';
import { filesOfFolder, readFolderBundleMeta, restoreFolderBundle, writeFolderBundle, type FolderFile } from './folderBundle.js';
import { JsVariantCache } from './jsVariantCache.js';
import { PagePacks, type PackedEntry } from './pagePacks.js';

/** A rendered page as the cache keeps it: everything a build needs without rendering it again. */
export interface CachedPage extends PageFiles {
  /** What llms.txt lists of it. */
  summary: PageSummary;
  diagnostics: Diagnostic[];
  links: PageLinks;
}

/** The files a page writes: its HTML and its Markdown twin. */
export interface PageFiles {
  html: string;
  twin: string;
}

/** What a build needs of a cached page besides its files: read without them (see `readMeta`). */
export interface CachedPageMeta {
  summary: PageSummary;
  diagnostics: Diagnostic[];
  links: PageLinks;
  /** Bytes of its files. */
  bytes: number;
}

/** Where a page's two entries went (its files, then the rest), for the build's main thread to `remember`. */
export type CachedPlaces = [files: PackedEntry, meta: PackedEntry];

/** The key of a page's files' entry. */
const filesKey = (key: string) => `${key}/files`;

/** What every page shares, as the cache keeps it with the files the renderer wrote (assets). */
export interface CachedShared {
  notFoundHtml: string;
  diagnostics: Diagnostic[];
  /** Bytes of the shared files. */
  bytes: number;
  /** The digest of the shared files (names and bytes): part of the key of every page rendered with them. */
  sharedKey: string;
  /** The site's files they were made from that no other key covers (`siteInputs`), and their key (`filesKey`). */
  inputs: string[];
  inputsKey: string;
}

/**
 * Rendered pages by content key, packed (see `PagePacks`) under `<dir>/pages/`: a key names
 * everything a page's HTML depends on, so an entry is never stale, only unused. Beside them, one
 * bundle a folder entry: the shared assets of the last site key (runtime bundle, stylesheet,
 * fonts), so a build where every page is cached makes no renderer at all, and the search index's
 * parts. Unreadable entries count as missing (a build never fails on its cache); damaged ones
 * (bytes that do not match their digest) too, and each is reported once as a warning
 * (`diagnostics()`), naming its file from `root`.
 */
export class PageCache {
  private readonly packs: PagePacks;
  private readonly problems = new Map<string, Diagnostic>();

  constructor(
    readonly dir: string,
    private readonly root?: string,
  ) {
    const pagesDir = path.join(dir, 'pages');
    this.packs = new PagePacks(pagesDir, ({ file, reason }) => this.reportCorrupt(path.join(pagesDir, file), reason, 'the page is rendered again'));
  }

  read(key: string): CachedPage | undefined {
    const meta = this.readMeta(key);
    const files = meta && this.readFiles(key);
    return files && { ...files, summary: meta!.summary, diagnostics: meta!.diagnostics, links: meta!.links };
  }

  /**
   * A page's summary, diagnostics, links and size, without its files: a page whose files in the
   * previous output are known to be the ones it rendered (`OutputRecord`) is linked to them, never read.
   */
  readMeta(key: string): CachedPageMeta | undefined {
    const text = this.packs.read(key);
    if (text === undefined) return undefined;
    try {
      const { summary, diagnostics, links, bytes } = JSON.parse(text) as Partial<CachedPageMeta>;
      // An entry of another format (keys name docsgen's version, so only a damaged index leads here).
      if (typeof bytes !== 'number' || !summary || !diagnostics || !links) return undefined;
      return { summary, diagnostics, links, bytes };
    } catch {
      return undefined;
    }
  }

  readFiles(key: string): PageFiles | undefined {
    const text = this.packs.read(filesKey(key));
    if (text === undefined) return undefined;
    try {
      const { html, twin } = JSON.parse(text) as PageFiles;
      return typeof html === 'string' && typeof twin === 'string' ? { html, twin } : undefined;
    } catch {
      return undefined;
    }
  }

  /** Caches a page under `key` (two entries: its files, then the rest) and says where they went. */
  write(key: string, { html, twin, summary, diagnostics, links }: CachedPage): CachedPlaces | undefined {
    const filesPlace = this.packs.append(JSON.stringify({ key: filesKey(key), html, twin }));
    const bytes = Buffer.byteLength(html) + Buffer.byteLength(twin);
    const metaPlace = filesPlace && this.packs.append(JSON.stringify({ key, bytes, summary, diagnostics, links }));
    if (!filesPlace || !metaPlace) return undefined;
    const places: CachedPlaces = [filesPlace, metaPlace];
    this.remember(key, places);
    return places;
  }

  /** Closes the pack files kept open between entries (a render worker's, after each batch; `commit` does it for the build). */
  closeFiles(): void {
    this.packs.closeFiles();
  }

  /** Records where a worker thread's cache put `key`'s page. */
  remember(key: string, [filesPlace, metaPlace]: CachedPlaces): void {
    this.packs.remember(filesKey(key), filesPlace);
    this.packs.remember(key, metaPlace);
  }

  /**
   * Keeps where this build's pages went for the next build. Given every key a whole site uses,
   * forgets the other pages and frees their room.
   */
  commit(used?: ReadonlySet<string>): void {
    this.packs.commit(used && new Set([...used].flatMap((key) => [key, filesKey(key)])));
  }

  /**
   * Keeps a copy of `folder` with `meta` as the cache's one `name` entry (older ones are never used
   * again): the shared assets, before any page is written.
   */
  saveFolder<T extends object>(name: string, key: string, folder: string, meta: T): void {
    this.saveFiles(name, key, filesOfFolder(folder), meta);
  }

  /** `saveFolder` with the folder's files in hand (a part of the search index, as it was written). */
  saveFiles<T extends object>(name: string, key: string, files: Iterable<FolderFile>, meta: T): void {
    try {
      writeFolderBundle(this.bundleFile(name), files, key, meta);
    } catch {
      // As for pages: only the next build is slower.
    }
  }

  /** The meta of the `name` entry when it was saved under `key`, its files left unread and unchecked. */
  folderMeta<T extends object>(name: string, key: string): T | undefined {
    return readFolderBundleMeta<T>(this.bundleFile(name), key);
  }

  /**
   * Copies the `name` entry's files into `folder` when it was saved under `key` and `accept` takes
   * its meta, and gives the meta and the files' paths. Files with the same bytes in `previous` (the
   * same folder of the output replaced) are linked to them; when `kept` says `previous` holds every
   * one as the entry has them, the entry's files are not even read. A damaged entry writes nothing
   * and is reported.
   */
  restoreFolder<T extends object>(
    name: string,
    key: string,
    folder: string,
    previous?: string,
    accept?: (meta: T) => boolean,
    kept?: (file: string) => boolean,
  ): { meta: T; files: string[]; kept?: true } | undefined {
    const file = this.bundleFile(name);
    try {
      const restored = restoreFolderBundle<T>(
        file,
        key,
        new OutputWriter(folder, previous !== undefined ? { previous } : {}),
        accept,
        previous !== undefined ? kept : undefined,
      );
      if (restored.status === 'corrupt') this.reportCorrupt(file, restored.reason, 'it is made again');
      return restored.status === 'restored' ? { meta: restored.meta, files: restored.files, ...(restored.kept ? { kept: true as const } : {}) } : undefined;
    } catch {
      return undefined;
    }
  }

  /** Removes everything under `group/` but the folder entries `keep` names (`saveFolder`'s names, without the group). */
  pruneFolders(group: string, keep: ReadonlySet<string>): void {
    const dir = path.join(this.dir, group);
    try {
      for (const name of fs.readdirSync(dir)) {
        if (!keep.has(name.slice(0, -BUNDLE_EXTENSION.length)) || !name.endsWith(BUNDLE_EXTENSION))
          fs.rmSync(path.join(dir, name), { recursive: true, force: true });
      }
    } catch {
      // Nothing to prune.
    }
  }

  /** The generated JavaScript variants of demos kept beside the pages, a damaged file of them reported with theirs. */
  jsVariants(): JsVariantCache {
    return new JsVariantCache(this.dir, (file, reason) => this.reportCorrupt(file, reason, 'the variants are made again'));
  }

  /** The damaged entries found so far, one warning per file. */
  diagnostics(): Diagnostic[] {
    return [...this.problems.values()];
  }

  private reportCorrupt(file: string, reason: string, outcome: string): void {
    const shown = cacheFileName(this.root, file);
    if (!this.problems.has(shown)) this.problems.set(shown, cacheDamagedWarning(shown, reason, outcome));
  }

  private bundleFile(name: string): string {
    return path.join(this.dir, `${name}${BUNDLE_EXTENSION}`);
  }
}

const BUNDLE_EXTENSION = '.bundle';
