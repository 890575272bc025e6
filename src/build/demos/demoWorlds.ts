import { demoWorld, demoWorldRoot, type DemoWorld } from '../modules/demoWorld.js';
import type { LoadModuleOptions } from '../modules/loadModule.js';
import { demoHostPlugin, hostInputFile } from './demoHost.js';
import type { DemoFailure } from './demoFailure.js';

/**
 * The worlds of packages a site's demos run in (see DemoWorld): usually one, the site's root; one
 * more for each folder of the site that installs a React of its own. Each demo file belongs to
 * one, found once.
 */
export class DemoWorlds {
  private readonly byRoot = new Map<string, DemoWorld>();
  private readonly byFile = new Map<string, DemoWorld>();

  constructor(readonly siteRoot: string) {}

  /** The world of a demo module (an absolute path): looked up once per file (a server renders a demo for every page that shows it). */
  of(file: string): DemoWorld {
    let world = this.byFile.get(file);
    if (world) return world;
    const root = demoWorldRoot(this.siteRoot, file);
    world = this.byRoot.get(root);
    if (!world) this.byRoot.set(root, (world = demoWorld(root, this.siteRoot)));
    this.byFile.set(file, world);
    return world;
  }

  /** The worlds of `files` in a stable order (by root: the site's first), and the index of each file's. */
  list(files: readonly string[]): { worlds: DemoWorld[]; indexOf: (file: string) => number } {
    const worlds = [...new Set(files.map((file) => this.of(file)))].sort((a, b) => (a.root < b.root ? -1 : a.root > b.root ? 1 : 0));
    return { worlds, indexOf: (file) => worlds.indexOf(this.of(file)) };
  }

  /** How to load a demo module (or the server's demo host) in `world`. */
  static loadOptions(world: DemoWorld, timeoutMs?: number): LoadModuleOptions {
    return { ...(timeoutMs !== undefined ? { timeoutMs } : {}), demos: { world, plugins: [demoHostPlugin([world])] } };
  }

  /** How to load a demo provider (an absolute path) in `world`: compiled as the host is, its bare imports the world's. */
  static providerLoadOptions(world: DemoWorld, provider: string, timeoutMs?: number): LoadModuleOptions {
    return {
      ...(timeoutMs !== undefined ? { timeoutMs } : {}),
      demos: { world, plugins: [demoHostPlugin([world], undefined, { providerEntry: provider })], inputFile: hostInputFile },
    };
  }
}

/** `files` grouped by world (in the order they come). */
export function byWorld(worlds: DemoWorlds, files: readonly string[]): Map<DemoWorld, string[]> {
  const groups = new Map<DemoWorld, string[]>();
  for (const file of files) {
    const world = worlds.of(file);
    const group = groups.get(world);
    if (group) group.push(file);
    else groups.set(world, [file]);
  }
  return groups;
}

/** Why no demo of `world` can run (its React is installed but cannot be loaded), as the failure of each; undefined when they can. */
export function brokenWorld(world: DemoWorld): DemoFailure | undefined {
  return world.problem !== undefined ? { ok: false, kind: 'unloadable', reason: world.problem } : undefined;
}
