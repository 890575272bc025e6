import path from 'node:path';
import { demoBase, demoOutsideSite, readDemoSources, type DemoSources } from './demoSources.js';

/** What a DemoIndex found, as plain data a render thread starts from: the sources at each place a demo directive points to, or null. */
export type FoundDemos = ReadonlyArray<readonly [base: string, sources: DemoSources | null]>;

/**
 * The demos a site's pages name, each read from disk once per build: by the place a
 * `{{"demo"}}` points to (its absolute path without extension), its sources or none. The main
 * thread finds every demo first (the browser bundle needs them all); the demo checks, the pages it
 * renders and — through `found()` — the render threads look them up here instead of reading the
 * files again.
 */
export class DemoIndex {
  private readonly byBase: Map<string, DemoSources | null>;
  /** Why each demo looked at is not read (a symbolic link leading out of the site), or null. */
  private readonly outside = new Map<string, string | null>();

  constructor(
    readonly root: string,
    found: FoundDemos = [],
  ) {
    this.byBase = new Map(found);
  }

  /** The demo `{{"demo": name}}` on the page at `pageFile` names; undefined when it has no file or leaves the site folder. */
  find(pageFile: string, name: string): DemoSources | undefined {
    const base = demoBase(this.root, pageFile, name);
    if (base === undefined) return undefined;
    let sources = this.byBase.get(base);
    if (sources === undefined) {
      sources = readDemoSources(this.root, base) ?? null;
      this.byBase.set(base, sources);
    }
    return sources ?? undefined;
  }

  /** Why the demo `{{"demo": name}}` names is not read, when a symbolic link leads one of its files out of the site. */
  outsideSite(pageFile: string, name: string): string | undefined {
    const base = demoBase(this.root, pageFile, name);
    if (base === undefined) return undefined;
    let problem = this.outside.get(base);
    if (problem === undefined) {
      problem = demoOutsideSite(this.root, base) ?? null;
      this.outside.set(base, problem);
    }
    return problem ?? undefined;
  }

  /** Puts each of `demos` in place of what was found of the same demo (the same one with its generated JS variants). */
  update(demos: readonly DemoSources[]): void {
    for (const demo of demos) this.byBase.set(path.join(this.root, ...demo.id.split('/')), demo);
  }

  found(): FoundDemos {
    return [...this.byBase];
  }
}
