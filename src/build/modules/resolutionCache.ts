import fs from 'node:fs';
import path from 'node:path';
import type * as esbuild from 'esbuild';

/** What, in a folder, changes how a bare import made in it or below it resolves. */
const DECIDING = ['node_modules', 'package.json', 'tsconfig.json', 'jsconfig.json'] as const;

/**
 * esbuild's resolutions of bare imports, one per import and folder scope: each `build.resolve` a
 * plugin makes costs esbuild ~2 ms, as it reads the folders again for every call (esbuild issue
 * 3795), and a site's demos are in hundreds of folders, each importing the same packages.
 *
 * Folders are grouped by how esbuild resolves a bare import made in them (platform node): by the
 * `node_modules` folders it looks in, the nearest package.json (self-reference, `imports`) and the
 * nearest tsconfig.json or jsconfig.json (`paths`, `baseUrl`) — that is, by which of those each
 * ancestor holds. Two folders with the same key resolve every bare import alike.
 *
 * For one build, or for the builds of one load of many modules (see loadModules): what is on disk
 * is taken not to change meanwhile.
 */
export class ResolutionCache {
  private readonly scopes = new Map<string, string>();
  private readonly results = new Map<string, Promise<esbuild.ResolveResult>>();

  /** `build.resolve(specifier, { kind, resolveDir, pluginData })`, or the same import's result from a folder of the same scope. */
  resolve(
    build: esbuild.PluginBuild,
    specifier: string,
    options: { kind: esbuild.ImportKind; resolveDir: string; pluginData: unknown },
  ): Promise<esbuild.ResolveResult> {
    const scope = path.isAbsolute(options.resolveDir) ? this.scopeOf(options.resolveDir) : options.resolveDir;
    const key = `${options.kind}\0${specifier}\0${scope}`;
    let result = this.results.get(key);
    if (!result) {
      result = build.resolve(specifier, options);
      this.results.set(key, result);
    }
    return result;
  }

  /** The key of the folder `dir` (an absolute path): the ancestors that hold something DECIDING names, and what. */
  private scopeOf(dir: string): string {
    let key = this.scopes.get(dir);
    if (key !== undefined) return key;
    const parent = path.dirname(dir);
    const above = parent === dir ? '' : this.scopeOf(parent);
    const own = DECIDING.filter((name) => fs.existsSync(path.join(dir, name)));
    key = own.length > 0 ? `${dir}:${own.join(',')}\n${above}` : above;
    this.scopes.set(dir, key);
    return key;
  }
}
