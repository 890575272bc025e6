import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';
import { holdEsbuild, useEsbuild } from '../modules/esbuildService.js';
import type { SiteData } from '../../runtime/siteData.js';
import type { DemoSources } from '../demos/demoSources.js';
import { importsInsideSite } from '../modules/importsInsideSite.js';
import { browserBuildOptions } from '../modules/browserBuild.js';
import type { DemoWorld } from '../modules/demoWorld.js';
import { demoHostBrowser, demoHostPlugin, demoProviderInWorld, hostInputFile, portableHostInput } from '../demos/demoHost.js';
import { mergeDemoImports } from '../demos/demoImports.js';
import { DemoWorlds } from '../demos/demoWorlds.js';
import { PACKAGE_ROOT } from '../util/packageFiles.js';
import { changeStamp } from '../util/files.js';
import { DEMOS_MODULE } from '../../shared/dom.js';
import { nameByContent, portableInput } from './contentNames.js';
import { outputDirOf } from '../emit/atomicDir.js';
import { bundleStylesheets, importedStylesheets, inputStylesheets, moduleStylesheets } from '../modules/stylesheets.js';
import { cssImports } from '../modules/cssImports.js';
import type { Diagnostic } from '../util/diagnostics.js';
import { isRuntimeBundle, type RuntimeCache } from './runtimeCache.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The browser entry, from src/ when running from source (tests) or lib/ when compiled. */
export function runtimeEntry(): string {
  const base = path.resolve(here, '../../runtime/client/entry');
  const found = ['.ts', '.tsx', '.js'].map((extension) => base + extension).find((file) => fs.existsSync(file));
  if (!found) throw new Error(`docsgen's browser runtime is missing (${base}.*): reinstall docsgen`);
  return found;
}

export interface RuntimeBundle {
  /** Path of the entry script from the site root, e.g. `_docsgen/entry-AB12CD.js`. */
  entry: string;
  /** Every file written, relative to the output folder. */
  files: string[];
  /** Every source file bundled (absolute paths): what the page cache checks the bundle against. */
  inputs: string[];
  /** The stylesheets each demo module imports, in order (its path → `_docsgen/<name>.css`): what its pages link. */
  styles: Record<string, string[]>;
  /** Each stylesheet bundled, by its file (absolute) → `_docsgen/<name>.css` (the dev server swaps an edited one in open pages). */
  stylesheets: Record<string, string>;
  /** Problems of the demos' stylesheets (see bundleStylesheets). */
  styleDiagnostics: Diagnostic[];
}

/**
 * Bundles the browser runtime into content-hashed ES-module chunks (code splitting, so what a
 * page does not use at first paint loads on first use) under `<outDir>/_docsgen/`. The site's
 * dictionary and theme are baked in, so islands need no extra request; each demo module is its
 * own chunk, sharing the React and MUI chunks.
 */
/**
 * `docsgen:demos`: each demo's modules by styling, as dynamic imports (a chunk per module), and the
 * world of packages it runs in (see DemoWorld): each world's demo host, compiled against its
 * packages, and the prefix of its theme's CSS variables.
 */
const PROVIDER_SOURCE = 'docsgen:demo-provider-source/';

function demoRegistry(siteRoot: string, demos: readonly DemoSources[], worlds: readonly DemoWorld[], worldOf: (demo: DemoSources) => number): esbuild.Plugin {
  const entries = demos.map((demo) => {
    const modules = Object.entries(demo.modules).map(([styling, file]) => `${JSON.stringify(styling)}: () => import(${JSON.stringify(file)})`);
    return `${JSON.stringify(demo.id)}: { modules: { ${modules.join(', ')} }, world: ${worldOf(demo)} }`;
  });
  // Each world's demo providers (config `demoProvider`): those of the pages that show its demos, compiled in it.
  const providersOf = worlds.map((_, index) => [...new Set(demos.filter((demo) => worldOf(demo) === index).flatMap((demo) => demo.providers ?? []))].sort());
  const hosts = worlds.map((world, index) => {
    const providers = providersOf[index]!.map(
      (provider) => `${JSON.stringify(provider)}: () => import(${JSON.stringify(demoProviderInWorld(index, provider))})`,
    );
    const sources = providersOf[index]!.map((provider) => `${JSON.stringify(provider)}: () => import(${JSON.stringify(`${PROVIDER_SOURCE}${provider}`)})`);
    return `{ host: () => import(${JSON.stringify(demoHostBrowser(index))}), cssVarPrefix: ${JSON.stringify(world.cssVarPrefix)}, providers: { ${providers.join(', ')} }, providerSources: { ${sources.join(', ')} } }`;
  });
  const contents = `export default {\n${entries.join(',\n')}\n};\nexport const worlds = [${hosts.join(', ')}];\n`;
  return {
    name: 'docsgen-demo-registry',
    setup(build) {
      build.onResolve({ filter: new RegExp(`^${DEMOS_MODULE}$`) }, () => ({ path: 'demos', namespace: 'docsgen' }));
      build.onLoad({ filter: /^demos$/, namespace: 'docsgen' }, () => ({ contents, loader: 'js', resolveDir: PACKAGE_ROOT }));
      // A demo provider's code, for the sandboxes: read when bundled (the provider is an input of the bundle, compiled in its world).
      build.onResolve({ filter: new RegExp(`^${PROVIDER_SOURCE}`) }, (args) => ({
        path: args.path.slice(PROVIDER_SOURCE.length),
        namespace: 'docsgen-provider-source',
      }));
      build.onLoad({ filter: /.*/, namespace: 'docsgen-provider-source' }, (args) => ({
        contents: `export default ${JSON.stringify(fs.readFileSync(path.resolve(siteRoot, args.path), 'utf8'))};`,
        loader: 'js',
      }));
    },
  };
}

/**
 * The worlds the demos run in, the plugins that give the runtime bundle their registry and hosts,
 * and what each world's demos import (live editing's module map: part of a bundler's key, as its
 * plugins are made once per context).
 */
function demoPlugins(siteRoot: string, demos: readonly DemoSources[]): { worlds: DemoWorld[]; plugins: esbuild.Plugin[]; imports: unknown[] } {
  const firstModule = (demo: DemoSources) => Object.values(demo.modules)[0] ?? siteRoot;
  const { worlds, indexOf } = new DemoWorlds(siteRoot).list(demos.map(firstModule));
  const imports = worlds.map((_, world) =>
    mergeDemoImports(demos.filter((demo) => indexOf(firstModule(demo)) === world).flatMap((demo) => demo.sources.map((source) => source.code))),
  );
  return {
    worlds,
    plugins: [
      cssImports(siteRoot),
      importsInsideSite(siteRoot),
      demoRegistry(siteRoot, demos, worlds, (demo) => indexOf(firstModule(demo))),
      demoHostPlugin(worlds, (world) => imports[world]!, { siteRoot }),
    ],
    imports: imports.map((world) => [...world].map(([specifier, from]) => [specifier, from.default, from.namespace, [...from.names]])),
  };
}

function runtimeBuildOptions(outDir: string, site: SiteData, siteRoot: string, demos: ReturnType<typeof demoPlugins>) {
  return {
    ...browserBuildOptions(siteRoot),
    entryPoints: { entry: runtimeEntry() },
    absWorkingDir: PACKAGE_ROOT,
    outdir: path.join(outDir, '_docsgen'),
    splitting: true,
    minify: true,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    metafile: true,
    // Written by writeBundle, under names of their bytes (see nameByContent): a failed write is then the
    // file system's error, with its code and path.
    write: false,
    legalComments: 'none',
    define: { ...browserBuildOptions(siteRoot).define, __DOCSGEN_SITE__: JSON.stringify(site) },
    plugins: demos.plugins,
  } satisfies esbuild.BuildOptions;
}

type RuntimeBuildResult = esbuild.BuildResult<{ metafile: true; write: false }>;

/**
 * Writes the bundle's files under `<outDir>/_docsgen/`, named by their bytes (`nameByContent`),
 * and says what it holds.
 */
async function writeBundle(
  result: RuntimeBuildResult,
  outDir: string,
  siteRoot: string,
  demos: readonly DemoSources[],
  components: readonly string[],
): Promise<RuntimeBundle> {
  const styles = await writeStylesheets(result, outDir, siteRoot, demos, components);
  const folder = path.join(outDir, '_docsgen');
  const inputsOf = new Map(
    Object.entries(result.metafile.outputs).map(([file, output]) => [
      path.resolve(PACKAGE_ROOT, file),
      Object.keys(output.inputs).map(
        (input) =>
          portableHostInput(input, (file) => portableInput(file, PACKAGE_ROOT, siteRoot, PACKAGE_ROOT)) ??
          portableInput(input, PACKAGE_ROOT, siteRoot, PACKAGE_ROOT),
      ),
    ]),
  );
  const written = result.outputFiles.map((file) => ({
    name: path.relative(folder, file.path).split(path.sep).join('/'),
    text: file.text,
    inputs: inputsOf.get(file.path) ?? [],
  }));
  const named = nameByContent(written);
  fs.mkdirSync(folder, { recursive: true });
  for (const file of named) fs.writeFileSync(path.join(folder, file.name), file.text);
  const nameOf = new Map(written.map((file, at) => [path.join(folder, file.name), `_docsgen/${named[at]!.name}`]));
  const entryFile = runtimeEntry();
  // Chunks of dynamic imports are entry points too in the metafile: pick the runtime's own.
  const entryOutput = Object.entries(result.metafile.outputs).find(
    ([, output]) => output.entryPoint !== undefined && path.resolve(PACKAGE_ROOT, output.entryPoint) === entryFile,
  );
  const entry = entryOutput && nameOf.get(path.resolve(PACKAGE_ROOT, entryOutput[0]));
  if (!entry) throw new Error('esbuild produced no entry chunk for the runtime');
  // Virtual modules (a namespace before a colon) are no files.
  const inputs = Object.keys(result.metafile.inputs).flatMap(inputFile);
  return {
    entry,
    files: [...nameOf.values(), ...styles.files],
    inputs: [...new Set([...inputs, ...styles.inputs])],
    styles: styles.byModule,
    stylesheets: Object.fromEntries(styles.nameOf),
    styleDiagnostics: styles.diagnostics,
  };
}

/** The file of a bundle's input: none for a virtual module (a namespace before a colon), but a module compiled in a world is its file. */
function inputFile(input: string): string[] {
  const compiled = hostInputFile(input);
  if (compiled !== undefined) return [compiled];
  return /^[\w-]+:/.test(input) ? [] : [path.resolve(PACKAGE_ROOT, input)];
}

/**
 * The stylesheets the demos import (found in the bundle's metafile: see cssImports), bundled and
 * written under `<outDir>/_docsgen/`, and which each demo module (and demo provider, by its absolute path) needs.
 */
async function writeStylesheets(result: RuntimeBuildResult, outDir: string, siteRoot: string, demos: readonly DemoSources[], components: readonly string[]) {
  const modules = demos.flatMap((demo) => Object.values(demo.modules));
  const imported = importedStylesheets(result.metafile, PACKAGE_ROOT, modules);
  // A demo provider's (compiled in each world that has it, see demoHost): linked with the demos it wraps.
  for (const provider of new Set(demos.flatMap((demo) => demo.providers ?? []))) {
    const file = path.resolve(siteRoot, provider);
    const compiled = Object.keys(result.metafile.inputs).filter((input) => hostInputFile(input) === file);
    imported.set(file, [...new Set(compiled.flatMap((input) => inputStylesheets(result.metafile, PACKAGE_ROOT, input)))]);
  }
  if (components.length > 0) for (const [module, files] of await moduleStylesheets(components, siteRoot)) imported.set(module, files);
  // Tailwind never scans the output (the folder being written is the output's temporary twin).
  const bundled = await bundleStylesheets([...new Set([...imported.values()].flat())], siteRoot, { ignore: [outputDirOf(outDir)] });
  const named = nameByContent(
    bundled.stylesheets.map((file) => ({ ...file, inputs: file.inputs.map((input) => portableInput(input, siteRoot, siteRoot, siteRoot)) })),
  );
  const folder = path.join(outDir, '_docsgen');
  fs.mkdirSync(folder, { recursive: true });
  for (const file of named) fs.writeFileSync(path.join(folder, file.name), file.text);
  for (const file of bundled.assets) fs.writeFileSync(path.join(folder, file.name), file.contents);
  const nameOf = new Map(bundled.stylesheets.map((file, at) => [file.entry, `_docsgen/${named[at]!.name}`]));
  const byModule: Record<string, string[]> = {};
  for (const [module, stylesheets] of imported) {
    const names = stylesheets.flatMap((file) => nameOf.get(file) ?? []);
    if (names.length > 0) byModule[module] = names;
  }
  const files = [...named, ...bundled.assets].map((file) => `_docsgen/${file.name}`);
  return { byModule, nameOf, files, inputs: bundled.inputs, diagnostics: bundled.diagnostics };
}

/** `components`: the content components' modules (absolute), whose stylesheets are bundled with the demos'. */
export async function bundleRuntime(
  outDir: string,
  site: SiteData,
  siteRoot: string,
  demos: readonly DemoSources[],
  components: readonly string[] = [],
  cache?: RuntimeCache,
): Promise<RuntimeBundle> {
  const registry = demoPlugins(siteRoot, demos);
  const buildOptions = runtimeBuildOptions(outDir, site, siteRoot, registry);
  const make = async () => writeBundle(await useEsbuild(() => esbuild.build(buildOptions)), outDir, siteRoot, demos, components);
  if (!cache) return make();
  // The output folder aside (each build writes a new one): the same bundle wherever it goes.
  return cache.bundle(bundleKey({ ...buildOptions, outdir: undefined }, demos, registry, components), outDir, make);
}

/** What a runtime bundle is made from besides its files' contents: esbuild's options (and version), the demos, their worlds and imports, the components. */
function bundleKey(buildOptions: object, demos: readonly DemoSources[], registry: ReturnType<typeof demoPlugins>, components: readonly string[]): string {
  return JSON.stringify([
    esbuild.version,
    { ...buildOptions, plugins: undefined },
    demos.map((demo) => [demo.id, demo.modules, demo.providers]),
    registry.worlds,
    registry.imports,
    components,
  ]);
}

/** Where a bundler with a record keeps it, in the output folder: the last bundle's key, inputs and files. */
export const RUNTIME_RECORD_FILE = '_docsgen/runtime-bundle.json';

interface RuntimeRecord {
  key: string;
  bundle: RuntimeBundle;
  /** Each input file and its change stamp when bundled. */
  inputs: [string, string][];
}

/**
 * The runtime for a long-running process (the dev server): an esbuild context kept between
 * rebuilds, so a reload that changes no input of the bundle costs nothing (the last bundle is
 * kept while no input file changed) and one that does costs an incremental rebuild rather than
 * a new one. A different site data or set of demos makes a new context. With `recorded`, the
 * last bundle is also recorded in the output folder (`RUNTIME_RECORD_FILE`): a new process
 * serving the same site takes it while its key and inputs are the same, and starts esbuild only
 * when something changed.
 */
export class RuntimeBundler {
  private context: esbuild.BuildContext<ReturnType<typeof runtimeBuildOptions>> | undefined;
  private key: string | undefined;
  private last: { bundle: RuntimeBundle; inputs: Map<string, string> } | undefined;
  private releaseService: (() => void) | undefined;
  private firstBundle = true;

  constructor(private readonly options: { recorded?: boolean; cache?: RuntimeCache } = {}) {}

  async bundle(outDir: string, site: SiteData, siteRoot: string, demos: readonly DemoSources[], components: readonly string[] = []): Promise<RuntimeBundle> {
    const registry = demoPlugins(siteRoot, demos);
    const buildOptions = runtimeBuildOptions(outDir, site, siteRoot, registry);
    const key = bundleKey(buildOptions, demos, registry, components);
    if (key !== this.key) {
      await this.dispose();
      this.key = key;
      this.last = this.options.recorded ? readRecord(outDir, key) : undefined;
    }
    if (this.last && unchanged(this.last.inputs)) return this.last.bundle;
    const make = async () => {
      if (!this.context) {
        this.releaseService = holdEsbuild();
        this.context = await esbuild.context(buildOptions);
      }
      return writeBundle(await this.context.rebuild(), outDir, siteRoot, demos, components);
    };
    // The process's first bundle may be the one a build or an earlier server made (no esbuild
    // context started for it); later ones are the author's edits, never worth keeping.
    const cache = this.firstBundle ? this.options.cache : undefined;
    this.firstBundle = false;
    const bundle = cache ? await cache.bundle(bundleKey({ ...buildOptions, outdir: undefined }, demos, registry, components), outDir, make) : await make();
    const inputs = new Map<string, string>();
    // Virtual modules (a namespace before a colon) are covered by the key; the stylesheets' files are inputs too.
    for (const input of bundle.inputs) inputs.set(input, changeStamp(input));
    this.last = { bundle, inputs };
    if (this.options.recorded) writeRecord(outDir, { key, bundle: this.last.bundle, inputs: [...inputs] });
    return this.last.bundle;
  }

  async dispose(): Promise<void> {
    await this.context?.dispose();
    this.context = undefined;
    this.last = undefined;
    this.releaseService?.();
    this.releaseService = undefined;
  }
}

/** The files of the bundle recorded in `outDir` (and the record), relative to it; none without a record. */
export function recordedRuntimeFiles(outDir: string): string[] {
  const record = readJson(path.join(outDir, RUNTIME_RECORD_FILE));
  return record ? [RUNTIME_RECORD_FILE, ...record.bundle.files] : [];
}

/** The bundle recorded in `outDir` when it was made with `key` and its files are all there. */
function readRecord(outDir: string, key: string): { bundle: RuntimeBundle; inputs: Map<string, string> } | undefined {
  const record = readJson(path.join(outDir, RUNTIME_RECORD_FILE));
  if (record?.key !== key || !record.bundle.files.every((file) => fs.existsSync(path.join(outDir, file)))) return undefined;
  return { bundle: record.bundle, inputs: new Map(record.inputs) };
}

/** The record in `file`, if it is one: a damaged one counts as none, and names no file outside its folder. */
function readJson(file: string): RuntimeRecord | undefined {
  let record: Partial<RuntimeRecord> | undefined;
  try {
    record = JSON.parse(fs.readFileSync(file, 'utf8')) as Partial<RuntimeRecord>;
  } catch {
    return undefined;
  }
  if (typeof record?.key !== 'string' || !Array.isArray(record.inputs) || !isRuntimeBundle(record.bundle)) return undefined;
  return record as RuntimeRecord;
}

function writeRecord(outDir: string, record: RuntimeRecord): void {
  const file = path.join(outDir, RUNTIME_RECORD_FILE);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, JSON.stringify(record));
}

const unchanged = (inputs: ReadonlyMap<string, string>) => [...inputs].every(([file, mtime]) => changeStamp(file) === mtime);
