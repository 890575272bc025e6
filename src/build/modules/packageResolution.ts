import fs from 'node:fs';
import { isBuiltin } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as esbuild from 'esbuild';
import { PACKAGE_ROOT } from '../util/packageFiles.js';
import { findPackage, installedAt, packageOfFile, type InstalledPackage } from '../util/installedPackages.js';
import { usesReact, type DemoWorld } from './demoWorld.js';
import { ResolutionCache } from './resolutionCache.js';
import { missingPackageEntry } from './packageEntry.js';

const RESOLVING = 'docsgen-resolving';

const isBare = (specifier: string) => !specifier.startsWith('.') && !path.isAbsolute(specifier) && (isBuiltin(specifier) || !specifier.includes(':'));

/**
 * Why a demo may not import one of Node's built-in modules (`fs`, `node:child_process`…): a demo
 * runs in readers' browsers, where there are none, and the server must not run what it would do
 * with one. Refused while the demo is built, so none of its code runs.
 */
const builtinInDemo = (specifier: string) =>
  `it imports "${specifier}", a module built into Node: a demo runs in the browser, where Node's modules do not exist, so docsgen runs none of its code`;

/** `@scope/name` or `name` of a bare import such as `@mui/material/Button`. */
export const packageName = (specifier: string) => specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/');

let folders: readonly string[] | undefined;

/** The `node_modules` folders Node looks in for docsgen's packages: its own, then each parent's. */
export function docsgenPackageFolders(): readonly string[] {
  if (folders) return folders;
  const found: string[] = [];
  for (let dir = PACKAGE_ROOT; ; dir = path.dirname(dir)) {
    const folder = path.join(dir, 'node_modules');
    if (fs.existsSync(folder)) found.push(folder);
    if (path.dirname(dir) === dir) break;
  }
  folders = found;
  return folders;
}

let shared: ReadonlySet<string> | undefined;

/**
 * The packages of which docsgen, the site's code and the browser bundle share one copy,
 * docsgen's: React, React DOM and every `@mui/*` and `@emotion/*` package docsgen can load. A
 * second React breaks hooks; a second MUI or Emotion breaks theming and styles.
 */
export function sharedPackages(): ReadonlySet<string> {
  if (shared) return shared;
  const names = new Set<string>();
  for (const folder of docsgenPackageFolders()) {
    for (const name of ['react', 'react-dom']) if (fs.existsSync(path.join(folder, name))) names.add(name);
    for (const scope of ['@mui', '@emotion']) {
      const scopeDir = path.join(folder, scope);
      if (fs.existsSync(scopeDir)) for (const name of fs.readdirSync(scopeDir)) names.add(`${scope}/${name}`);
    }
  }
  shared = names;
  return shared;
}

/**
 * How the browser bundle finds packages: as Node would from the importing file — docsgen's shell
 * from docsgen's folder, the site's demos from theirs (the site's React and MUI) — then, for what
 * that does not find, the site's root and docsgen's folders. Two importers that reach the same
 * file share its chunk, so a site without a React of its own loads React once. esbuild's own
 * options rather than a plugin: a plugin is called for every one of the ~750 imports inside React
 * and MUI, which took 1 s of a 1.3 s bundle.
 */
export function browserPackageResolution(siteRoot: string): Pick<esbuild.BuildOptions, 'nodePaths'> {
  return { nodePaths: [path.join(siteRoot, 'node_modules'), ...docsgenPackageFolders()] };
}

/**
 * Resolves the bare imports of site code (config, manifests, components, demos) built for Node.
 * Code that runs inside docsgen's page (config, manifests, components) gets the shared packages
 * always from docsgen, so there is a single copy even when the site has its own node_modules;
 * demos (`demos`: the world they run in) get every package as Node would find it from their own
 * folder, then the world's root, so they run on the site's React and MUI. Other packages come from
 * the importing file's folder, the site, then docsgen. Packages stay out of the bundle (see
 * `asPackage`). Uses esbuild's own resolver, so `import` conditions and tsconfig `paths` apply; a
 * path that maps to source files (tsconfig paths) is bundled like a relative import.
 */
export function nodePackageResolution(
  siteRoot: string,
  /** What a resolved package file becomes (default: external, imported by its URL). */
  asPackage: (file: string, kind: esbuild.ImportKind) => esbuild.OnResolveResult = (file) => ({ path: pathToFileURL(file).href, external: true }),
  demos?: DemoWorld,
  /** Resolutions to share with other builds made at the same time (default: this build's own). */
  resolutions?: ResolutionCache,
): esbuild.Plugin {
  return {
    name: 'docsgen-package-resolution',
    setup(build) {
      const cache = resolutions ?? new ResolutionCache();
      build.onResolve({ filter: /^[^./]/ }, async (args) => {
        if (args.pluginData === RESOLVING || !isBare(args.path)) return undefined;
        const name = packageName(args.path);
        if (isBuiltin(args.path) && !demos) return { path: args.path, external: true };
        // A demo may use an npm package named as a module of Node (`events`, `buffer`), as the browser bundle does.
        if (isBuiltin(args.path) && (args.path.startsWith('node:') || !findPackage(args.resolveDir, name)))
          return { errors: [{ text: builtinInDemo(args.path) }] };
        const resolveDirs = demos
          ? [args.resolveDir, demos.root, PACKAGE_ROOT]
          : sharedPackages().has(name)
            ? [PACKAGE_ROOT]
            : [args.resolveDir, siteRoot, PACKAGE_ROOT];
        let firstErrors: esbuild.Message[] | undefined;
        for (const resolveDir of resolveDirs) {
          // `events/`: the package, not Node's module of that name (Node's own way to ask for it).
          const specifier = isBuiltin(args.path) ? `${args.path}/` : args.path;
          const result = await cache.resolve(build, specifier, { kind: args.kind, resolveDir, pluginData: RESOLVING });
          if (result.errors.length === 0) {
            const secondReact = demos && secondReactOf(name, result.path, demos);
            if (secondReact) return { errors: [{ text: secondReact, detail: { unresolved: args.path } }] };
            if (result.path.split(path.sep).includes('node_modules')) return asPackage(result.path, args.kind);
            // Pass on what esbuild knows of the file (package.json "sideEffects"): a file reached
            // both through here and through esbuild's own resolver must look the same both ways,
            // or the output depends on which import was seen first.
            return { path: result.path, namespace: result.namespace, suffix: result.suffix, sideEffects: result.sideEffects };
          }
          firstErrors ??= result.errors;
        }
        const { platform, conditions } = build.initialOptions;
        const fromDir = resolveDirs[0]!;
        const broken = await missingPackageEntry(build.esbuild, { specifier: args.path, name, fromDir }, { root: siteRoot, platform, conditions });
        return { errors: broken !== undefined ? [{ text: broken, detail: { unresolved: args.path } }] : firstErrors };
      });
    },
  };
}

/** The React a package (or a world's root) finds, by folder, its folder's real path (node_modules may be a link): looked up once. */
const reactFrom = new Map<string, InstalledPackage | undefined>();
function reactOf(dir: string): InstalledPackage | undefined {
  if (!reactFrom.has(dir)) {
    const found = findPackage(dir, 'react');
    reactFrom.set(dir, found && { ...found, dir: fs.realpathSync(found.dir) });
  }
  return reactFrom.get(dir);
}

/**
 * Why the package a demo's import `name` resolved to (`file`) cannot be used: it would run on
 * another React than the demos' (hooks break with two) — docsgen's own copy standing in for one
 * the site lacks, or a copy found above the world's own packages. Undefined when it can.
 */
export function secondReactOf(name: string, file: string, demos: DemoWorld): string | undefined {
  if (demos.react === 'docsgen' || name === 'react' || name === 'react-dom') return undefined;
  const dir = packageOfFile(file)?.dir;
  if (!dir || !usesReact(dir)) return undefined;
  const theirs = reactOf(dir);
  if (theirs?.dir === reactOf(demos.root)?.dir) return undefined;
  const version = installedAt(dir)?.version ?? '?';
  return `the package "${name}" is not installed beside the demos' React ${demos.reactVersion}: the copy found (${version}) would run on React ${theirs?.version ?? '(none)'}. Add "${name}" to the site's dependencies`;
}
