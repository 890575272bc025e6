import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as esbuild from 'esbuild';
import type { DemoWorld } from '../modules/demoWorld.js';
import { PACKAGE_ROOT } from '../util/packageFiles.js';
import { escapeRegExp } from '../util/regExp.js';
import { demoImportsModule, liveModuleCode, liveModules, type ImportedFrom, type LiveModule } from './demoImports.js';

/**
 * The demo host: the code that renders a demo on the server (`renderDemo`) and hydrates it in the
 * browser (`hydrateDemo`), in src/runtime/demoHost. It must run on the same React, MUI and Emotion
 * as the demos — their world's (see DemoWorld) — not on docsgen's: its modules are compiled as if
 * they lived in the world's root (every bare import they make is resolved from there), once per
 * world: the browser's under `docsgen:demo-host/browser/<index of the world>`, the server's as an
 * entry point (its file, `demoHostServerFile()`) in the world given first.
 */
export const demoHostBrowser = (world: number) => `docsgen:demo-host/browser/${world}`;
/**
 * A demo provider (config `demoProvider`, a path relative to the site root) compiled in a world,
 * for the browser: its bare imports are the world's, as the demos' are.
 */
export const demoProviderInWorld = (world: number, provider: string) => `docsgen:demo-provider/${world}/${provider}`;
const PROVIDER_SPECIFIER = /^docsgen:demo-provider\/(\d+)\/(.+)$/;
/** Modules of the host's namespace that are code: anything else a provider imports (CSS…) is left to the other plugins. */
const CODE_FILE = /\.(tsx|ts|jsx|js|mjs|cjs|mts|cts)$/;

const NAMESPACE = 'docsgen-demo-host';
const IMPORTS_NAMESPACE = 'docsgen-demo-imports';
/** docsgen's packages the host's modules use that a site need not install (live editing's editor). */
const DOCSGEN_PACKAGES = /^react-simple-code-editor$/;
const here = path.dirname(fileURLToPath(import.meta.url));
const HOST_DIR = path.resolve(here, '../../runtime/demoHost');
const RUNTIME_DIR = path.resolve(here, '../../runtime');

const hostModules = new Map<string, string>();

/** A module of the host, from src/ when running from source (tests) or lib/ when compiled; found once. */
function hostModule(name: string): string {
  let found = hostModules.get(name);
  if (found === undefined) {
    found = ['.tsx', '.ts', '.js'].map((extension) => path.join(HOST_DIR, name + extension)).find((file) => fs.existsSync(file));
    if (!found) throw new Error(`docsgen's demo host is missing (${path.join(HOST_DIR, name)}.*): reinstall docsgen`);
    hostModules.set(name, found);
  }
  return found;
}

/** The server's host module, an entry point of its own (loadModule). */
export const demoHostServerFile = () => hostModule('renderDemo');

/**
 * In a world without Material UI the host's theme is Joy UI's, or none; without Emotion, the
 * modules that use it give way to plain ones.
 */
const WITHOUT_EMOTION: Record<string, string> = { demoStyles: 'plainStyles', renderWithEmotion: 'renderPlain' };

function inWorld(file: string, world: DemoWorld): string {
  // A site's module (a demo provider) is itself, whatever its name.
  if (!file.startsWith(RUNTIME_DIR + path.sep)) return file;
  const name = path.basename(file).replace(/\.[jt]sx?$/, '');
  const theme = name === 'demoTheme' && !world.mui ? (world.joy ? 'joyTheme' : 'plainTheme') : undefined;
  const plain = theme ?? (world.emotion ? undefined : WITHOUT_EMOTION[name]);
  return plain === undefined ? file : hostModule(plain);
}

// JSX in .js files, as browserBuildOptions takes it (a site's provider may be written so).
const loaderOf = (file: string): esbuild.Loader => (file.endsWith('.tsx') ? 'tsx' : /\.[mc]?ts$/.test(file) ? 'ts' : 'jsx');

/**
 * A host module as compiled for one world: `<world>:<file>` in the host's namespace, the file
 * relative to docsgen's folder. esbuild names a chunk by a hash that mixes in the paths of its
 * modules outside the file namespace as they are: an absolute one would make the output depend
 * on where docsgen is installed.
 */
const inNamespace = (world: number, file: string): esbuild.OnResolveResult => ({
  path: `${world}:${path.relative(PACKAGE_ROOT, file).split(path.sep).join('/')}`,
  namespace: NAMESPACE,
});
const parse = (modulePath: string) => {
  const colon = modulePath.indexOf(':');
  return { world: Number(modulePath.slice(0, colon)), file: path.resolve(PACKAGE_ROOT, modulePath.slice(colon + 1)) };
};

/**
 * The file of a bundle's input (as esbuild's metafile names it, relative to docsgen's folder) that
 * is a module compiled in a world (`docsgen-demo-host:<world>:<file>`): the host's, or a site's demo
 * provider and what it imports, which a change must rebuild. Undefined for any other input.
 */
export function hostInputFile(input: string): string | undefined {
  if (!input.startsWith(`${NAMESPACE}:`)) return undefined;
  return parse(input.slice(NAMESPACE.length + 1)).file;
}

/**
 * A bundle's input compiled in a world, with its file as `portable` writes it (see portableInput):
 * a site's demo provider is named from docsgen's folder here, which is not the same wherever the site is.
 */
export function portableHostInput(input: string, portable: (file: string) => string): string | undefined {
  if (!input.startsWith(`${NAMESPACE}:`)) return undefined;
  const { world, file } = parse(input.slice(NAMESPACE.length + 1));
  return `${NAMESPACE}:${world}:${portable(file)}`;
}

/**
 * Resolves the host's specifiers to its modules, and loads them (and the docsgen modules they
 * import) with the world's root as the folder their packages are found from. `importsOf` gives
 * what each world's demos import, for live editing's module map (`docsgen:demo-imports`; empty
 * without it, as on the server).
 */
export interface DemoHostPluginOptions {
  /** The site's root: demo providers named `docsgen:demo-provider/<world>/<path from it>` (the browser's). */
  siteRoot?: string;
  /** A demo provider loaded on the server as an entry point of its own, compiled in the first world. */
  providerEntry?: string;
}

export function demoHostPlugin(
  worlds: readonly DemoWorld[],
  importsOf?: (world: number) => ReadonlyMap<string, ImportedFrom>,
  options: DemoHostPluginOptions = {},
): esbuild.Plugin {
  const modules = new Map<number, LiveModule[]>();
  const modulesOf = (world: number) => {
    let found = modules.get(world);
    if (!found) modules.set(world, (found = liveModules(importsOf?.(world) ?? new Map<string, ImportedFrom>())));
    return found;
  };
  return {
    name: 'docsgen-demo-host',
    setup(build) {
      build.onResolve({ filter: /^docsgen:demo-imports$/, namespace: NAMESPACE }, (args) => ({
        path: `${parse(args.importer).world}:map`,
        namespace: IMPORTS_NAMESPACE,
      }));
      build.onResolve({ filter: /^docsgen:demo-imports\/\d+\/\d+$/, namespace: IMPORTS_NAMESPACE }, (args) => ({
        path: args.path.slice('docsgen:demo-imports/'.length).replace('/', ':'),
        namespace: IMPORTS_NAMESPACE,
      }));
      build.onLoad({ filter: /.*/, namespace: IMPORTS_NAMESPACE }, async (args) => {
        const [world, which] = args.path.split(':') as [string, string];
        const index = Number(world);
        const resolveDir = worlds[index]!.root;
        const live = modulesOf(index);
        if (which !== 'map') return { contents: liveModuleCode(live[Number(which)]!), loader: 'js', resolveDir };
        const resolved = await Promise.all(
          live.map(async (module) => (await build.resolve(module.specifier, { kind: 'dynamic-import', resolveDir, namespace: 'file' })).errors.length === 0),
        );
        const contents = demoImportsModule(
          live,
          (at) => `docsgen:demo-imports/${index}/${at}`,
          (at) => resolved[at] === true,
        );
        return { contents, loader: 'js', resolveDir };
      });
      // A package of docsgen's own, compiled in the world: its imports (React) are the world's.
      build.onResolve({ filter: DOCSGEN_PACKAGES, namespace: NAMESPACE }, async (args) => {
        const result = await build.resolve(args.path, { kind: args.kind, resolveDir: PACKAGE_ROOT, namespace: 'file' });
        if (result.errors.length > 0) return { errors: result.errors };
        return inNamespace(parse(args.importer).world, result.path);
      });
      build.onResolve({ filter: /^docsgen:demo-host\/browser\/\d+$/ }, (args) => inNamespace(Number(args.path.split('/').pop()), hostModule('hydrateDemo')));
      const { siteRoot, providerEntry } = options;
      if (siteRoot !== undefined) {
        build.onResolve({ filter: PROVIDER_SPECIFIER }, (args) => {
          const [, world, provider] = PROVIDER_SPECIFIER.exec(args.path)!;
          return inNamespace(Number(world), path.resolve(siteRoot, provider!));
        });
      }
      if (providerEntry !== undefined) {
        // Only the entry's own path: a filter of every path would call this for each import of the build.
        build.onResolve({ filter: new RegExp(`^${escapeRegExp(providerEntry)}$`) }, (args) =>
          args.kind === 'entry-point' ? inNamespace(0, providerEntry) : undefined,
        );
      }
      build.onResolve({ filter: /renderDemo\.[jt]sx?$/ }, (args) =>
        args.kind === 'entry-point' && args.path === demoHostServerFile() ? inNamespace(0, args.path) : undefined,
      );
      build.onResolve({ filter: /^\./, namespace: NAMESPACE }, async (args) => {
        const importer = parse(args.importer);
        const result = await build.resolve(args.path, { kind: args.kind, resolveDir: path.dirname(importer.file), namespace: 'file' });
        if (result.errors.length > 0) return { errors: result.errors };
        if (!CODE_FILE.test(result.path)) return { path: result.path };
        return inNamespace(importer.world, inWorld(result.path, worlds[importer.world]!));
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => {
        const { world, file } = parse(args.path);
        return { contents: fs.readFileSync(file, 'utf8'), loader: loaderOf(file), resolveDir: worlds[world]!.root };
      });
    },
  };
}
