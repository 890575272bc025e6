import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { changeStamp } from '../util/files.js';
import { keyDigest } from '../util/digest.js';
import type { RuntimeBundle } from './runtime.js';

/** Bundles kept at most; the least recently used go first. */
const KEPT_BUNDLES = 16;
/** The format of an entry: another one is never read. */
const FORMAT = 'runtime-cache-1';
const META_FILE = 'bundle.json';

/**
 * Where docsgen keeps what outlives a project's own cache: `DOCSGEN_CACHE_DIR`, else the user's
 * cache folder (`XDG_CACHE_HOME`, else `~/.cache`) under `docsgen/`.
 */
export function userCacheDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.DOCSGEN_CACHE_DIR) return path.resolve(env.DOCSGEN_CACHE_DIR);
  return path.join(env.XDG_CACHE_HOME ? path.resolve(env.XDG_CACHE_HOME) : path.join(os.homedir(), '.cache'), 'docsgen');
}

interface Entry {
  format: typeof FORMAT;
  bundle: RuntimeBundle;
  /** Every input file and folder of the bundle, with its change stamp when bundled (a folder's changes when a file is added to it). */
  stamps: [file: string, stamp: string][];
}

/**
 * Runtime bundles kept outside the project, by a key of everything a bundle is made from besides
 * its files (esbuild's options, the site's data, its demos and their worlds), each with the change
 * stamps of its input files and of their folders: a build whose `.docsgen` is gone (a cold build,
 * a CI run that keeps the user cache) copies the bundle esbuild made last time instead of making
 * it again (~0.8 s before the render workers can start, more with demos). A damaged or stale
 * entry is made again; the cache never fails a build.
 */
export class RuntimeCache {
  constructor(readonly dir: string) {}

  /** The bundle for `key`, copied into `outDir` as esbuild wrote it, or made by `make` (which writes it there) and kept. */
  async bundle(key: string, outDir: string, make: () => Promise<RuntimeBundle>): Promise<RuntimeBundle> {
    const folder = path.join(this.dir, 'runtime', keyDigest(FORMAT, key));
    const restored = this.restore(folder, outDir);
    if (restored) return restored;
    const bundle = await make();
    this.save(folder, outDir, bundle);
    return bundle;
  }

  private restore(folder: string, outDir: string): RuntimeBundle | undefined {
    const entry = readEntry(path.join(folder, META_FILE));
    if (!entry || !entry.stamps.every(([file, stamp]) => changeStamp(file) === stamp)) return undefined;
    try {
      for (const file of entry.bundle.files) {
        const target = path.join(outDir, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(path.join(folder, file), target);
      }
      // Used now: the last to go.
      const now = new Date();
      fs.utimesSync(path.join(folder, META_FILE), now, now);
    } catch {
      return undefined;
    }
    return entry.bundle;
  }

  /** Kept in a folder of its own, renamed into place when whole (two builds at once each keep a whole one). */
  private save(folder: string, outDir: string, bundle: RuntimeBundle): void {
    const stamps = new Map<string, string>();
    for (const input of bundle.inputs) {
      stamps.set(input, changeStamp(input));
      stamps.set(path.dirname(input), changeStamp(path.dirname(input)));
    }
    const temporary = `${folder}.${process.pid}.${Date.now()}.tmp`;
    try {
      for (const file of bundle.files) {
        const target = path.join(temporary, file);
        fs.mkdirSync(path.dirname(target), { recursive: true });
        fs.copyFileSync(path.join(outDir, file), target);
      }
      fs.writeFileSync(path.join(temporary, META_FILE), JSON.stringify({ format: FORMAT, bundle, stamps: [...stamps] } satisfies Entry));
      fs.rmSync(folder, { recursive: true, force: true });
      fs.renameSync(temporary, folder);
      this.prune();
    } catch {
      // A cache that cannot be written (read-only home, full disk) only makes the next build slower.
      try {
        fs.rmSync(temporary, { recursive: true, force: true });
      } catch {
        // Nothing was made there.
      }
    }
  }

  /** Removes all but the KEPT_BUNDLES most recently used bundles. */
  private prune(): void {
    const root = path.join(this.dir, 'runtime');
    const used = (name: string) => fs.statSync(path.join(root, name, META_FILE), { throwIfNoEntry: false })?.mtimeMs ?? 0;
    const entries = fs
      .readdirSync(root)
      .filter((name) => !name.endsWith('.tmp'))
      .map((name) => ({ name, used: used(name) }))
      .sort((a, b) => b.used - a.used);
    for (const { name } of entries.slice(KEPT_BUNDLES)) fs.rmSync(path.join(root, name), { recursive: true, force: true });
  }
}

/** The entry in `file`, if it is one: a damaged one counts as none, and names no file outside its folder. */
function readEntry(file: string): Entry | undefined {
  let entry: Partial<Entry> | undefined;
  try {
    entry = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<Entry>;
  } catch {
    return undefined;
  }
  if (entry?.format !== FORMAT || !Array.isArray(entry.stamps) || !isRuntimeBundle(entry.bundle)) return undefined;
  return entry as Entry;
}

/** Whether a bundle read back from a file (a record, a cache entry) is whole, and names no file outside its folder. */
export function isRuntimeBundle(bundle: unknown): bundle is RuntimeBundle {
  const inside = (name: unknown) => typeof name === 'string' && !path.isAbsolute(name) && !name.split(/[\\/]/).includes('..');
  const read = bundle as Partial<RuntimeBundle> | undefined;
  if (typeof read?.entry !== 'string' || !Array.isArray(read.files) || !read.files.every(inside) || !Array.isArray(read.inputs)) return false;
  return typeof read.styles === 'object' && typeof read.stylesheets === 'object' && Array.isArray(read.styleDiagnostics);
}
