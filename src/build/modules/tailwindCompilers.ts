import path from 'node:path';
import { changeStamp } from '../util/files.js';
import type { TailwindApi, TailwindCompiler } from './tailwindPackages.js';

/** A stylesheet's compiler, kept while neither its text nor any file it read (imports, `@plugin`, `@config`) changed. */
export interface SheetCompiler {
  readonly compiler: TailwindCompiler;
  /** Each file the compile read, with its change stamp then. */
  readonly dependencies: ReadonlyMap<string, string>;
  /** The CSS for these class names. */
  build(candidates: readonly string[]): string;
}

interface Kept extends SheetCompiler {
  css: string;
  /** The class names it was given: a compiler keeps every one it ever built, so one that lost some is compiled anew. */
  built: Set<string>;
}

const isCurrent = (kept: Kept, css: string, candidates: ReadonlySet<string> | undefined) =>
  kept.css === css &&
  [...kept.dependencies].every(([file, stamp]) => changeStamp(file) === stamp) &&
  (candidates === undefined || [...kept.built].every((candidate) => candidates.has(candidate)));

/**
 * The Tailwind compilers of one esbuild build (or context: the dev server's rebuilds), one per
 * stylesheet: compiling is most of Tailwind's time once its classes are scanned.
 */
export class TailwindCompilers {
  private readonly kept = new Map<string, Kept>();

  /**
   * The compiler of the stylesheet `file` (text `css`): the one kept, unless the text or a file it
   * read changed, or `candidates` (the class names it is to build) lacks one it built before.
   * `read` gets the files a new compile reads, also when the compile fails.
   */
  async compiler(tailwind: TailwindApi, file: string, css: string, candidates: ReadonlySet<string> | undefined, read: string[]): Promise<SheetCompiler> {
    const cached = this.kept.get(file);
    if (cached && isCurrent(cached, css, candidates)) return cached;
    this.kept.delete(file);
    if (cached) tailwind.clearRequireCache([...cached.dependencies.keys()]);
    const start = read.length;
    const compiler = await tailwind.compile(css, {
      base: path.dirname(file),
      from: file,
      shouldRewriteUrls: true,
      onDependency: (dependency) => read.push(dependency),
    });
    const built = new Set<string>();
    const kept: Kept = {
      css,
      compiler,
      built,
      dependencies: new Map(read.slice(start).map((dependency) => [dependency, changeStamp(dependency)])),
      build: (names) => {
        for (const name of names) built.add(name);
        return compiler.build([...names]);
      },
    };
    this.kept.set(file, kept);
    return kept;
  }

  /** The files the stylesheet's last compile read (none when it has none kept). */
  dependencies(file: string): string[] {
    return [...(this.kept.get(file)?.dependencies.keys() ?? [])];
  }

  /** Drops the stylesheet's compiler: the next load compiles it anew. */
  forget(file: string): void {
    this.kept.delete(file);
  }
}
