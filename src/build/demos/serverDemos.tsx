import path from 'node:path';
import type { ComponentType } from 'react';
import type { DemoProviderProps } from '../../runtime/demoHost/demoState.js';
import type { renderDemo } from '../../runtime/demoHost/renderDemo.js';
import type { RenderedWithStyles } from '../../runtime/server/renderWithEmotion.js';
import type { DocsThemeOptions } from '../../runtime/theme/createDocsTheme.js';
import { DEFAULT_THEME_STATE } from '../../runtime/theme/themeReducer.js';
import type { DemoWorld } from '../modules/demoWorld.js';
import { loadModule, loadModules, loadBuiltModule, type BuiltModule, type LoadedModule, type LoadModuleOptions } from '../modules/loadModule.js';
import { ModuleLoadError, runError } from '../modules/moduleLoadError.js';
import { DEFAULT_EVALUATE_MS, runWithTimeLimit } from '../modules/timeLimit.js';
import { relativeFile } from '../util/files.js';
import { demoHostServerFile } from './demoHost.js';
import { brokenWorld, byWorld, DemoWorlds } from './demoWorlds.js';
import { failureOf, type DemoFailure } from './demoFailure.js';

/**
 * A rendered demo, or why it cannot be. `providerStyleTags`: the global styles its demo provider
 * makes (Joy's CSS variables, a provider's baseline) as `<style>` tags, one a style, those of the
 * world's demo theme left out (they are in the site's stylesheet, see `themeCss`).
 */
export type DemoRender = { ok: true; rendered: RenderedWithStyles; providerStyleTags: string[] } | DemoFailure;

/** Emotion's `<style data-emotion="…">` tags, each whole. */
const styleTagsOf = (tags: string): string[] => tags.match(/<style data-emotion="[^"]*"[^>]*>[\s\S]*?<\/style>/g) ?? [];

/** A demo module's component, or why it cannot be loaded. */
export type LoadedDemo = { ok: true; component: ComponentType } | DemoFailure;

function componentOf(exports: Record<string, unknown>, root: string, file: string): LoadedDemo {
  const value = exports.default;
  return typeof value === 'function' || (typeof value === 'object' && value !== null)
    ? { ok: true, component: value as ComponentType }
    : {
        ok: false,
        kind: 'unloadable',
        reason: 'the module has no default export (the demo component)',
        place: { file: relativeFile(root, file), line: 0, column: 0 },
      };
}

type RenderDemo = typeof renderDemo;

/**
 * What one thread's ServerDemos built of the demos for Node, as plain data another thread's
 * adopts (`adopt`) to run them without building them again: the render threads of a build.
 */
export interface ServerBundles {
  /** Each demo module built, by its file. */
  demos: Array<[file: string, bundle: BuiltModule]>;
  /** Each demo module that did not build (no bundle), and why. */
  failed: Array<[file: string, failure: DemoFailure]>;
  /** The demo host of each world, by a demo module of the world. */
  hosts: Array<[file: string, bundle: BuiltModule]>;
}

/**
 * Loads demo modules (bundled for Node, on the site's own packages: see DemoWorld) and renders
 * them on the server with the demo host, once per module per build. A module that fails to load,
 * or throws while rendering, gives a reason instead; the page shows a placeholder and no other
 * page is affected.
 */
export class ServerDemos {
  private readonly components = new Map<string, Promise<LoadedDemo>>();
  private readonly renders = new Map<string, DemoRender>();
  /** The local files each loaded module was built from. */
  private readonly inputs = new Map<string, readonly string[]>();
  private readonly worlds: DemoWorlds;
  /** Each demo provider in each world (by the world's root and the provider's file), loaded once. */
  private readonly providers = new Map<string, Promise<{ ok: true; Provider: ComponentType<DemoProviderProps> } | DemoFailure>>();
  /** The global style tags of each world's demo theme alone, by the world's root and the Emotion key. */
  private readonly themeTags = new Map<string, Set<string>>();
  /** The demo host of each world (by its root), loaded once. */
  private readonly hosts = new Map<string, Promise<{ ok: true; renderDemo: RenderDemo } | DemoFailure>>();
  /** The Node bundle of each demo module built here (by file) and of each world's host (by its root), for `serverBundles`. */
  private readonly built = new Map<string, BuiltModule>();
  private readonly hostsBuilt = new Map<string, BuiltModule>();

  constructor(
    private readonly root: string,
    private readonly theme: DocsThemeOptions,
    /** How long a demo's module top level, and each render, may run (config `limits.evaluateMs`). */
    private readonly timeoutMs = DEFAULT_EVALUATE_MS,
  ) {
    this.worlds = new DemoWorlds(root);
  }

  private loadOptions(world: DemoWorld): LoadModuleOptions {
    return DemoWorlds.loadOptions(world, this.timeoutMs);
  }

  /** The host that renders the demos of `world`, on its React, React DOM, MUI and Emotion; loaded once. */
  private loadHost(world: DemoWorld) {
    let host = this.hosts.get(world.root);
    const broken = brokenWorld(world);
    if (!host && broken) this.hosts.set(world.root, (host = Promise.resolve(broken)));
    if (!host) {
      host = this.hostOf(
        world,
        loadModule(demoHostServerFile(), this.root, this.loadOptions(world)).then((loaded) => {
          if (loaded.bundle) this.hostsBuilt.set(world.root, loaded.bundle);
          return loaded;
        }),
      );
      this.hosts.set(world.root, host);
    }
    return host;
  }

  /** The host of `world` once its module is loaded, or why it cannot be. */
  private hostOf(world: DemoWorld, loaded: Promise<LoadedModule>): Promise<{ ok: true; renderDemo: RenderDemo } | DemoFailure> {
    return loaded.then(
      ({ exports }) => ({ ok: true as const, renderDemo: exports.renderDemo as RenderDemo }),
      (cause: unknown): DemoFailure => ({
        ok: false,
        kind: 'unloadable',
        reason: `docsgen cannot render demos with the site's packages (React ${world.reactVersion}): ${cause instanceof Error ? cause.message : String(cause)}`,
      }),
    );
  }

  /** The demo provider at `provider` (a path relative to the site root, config `demoProvider`), compiled in `world`; loaded once. */
  private loadProvider(world: DemoWorld, provider: string) {
    const key = `${world.root}\n${provider}`;
    let loaded = this.providers.get(key);
    if (!loaded) {
      const file = path.resolve(this.root, provider);
      loaded = loadModule(file, this.root, DemoWorlds.providerLoadOptions(world, file, this.timeoutMs)).then(
        ({ exports, inputs }) => {
          this.inputs.set(key, inputs);
          const component = componentOf(exports, this.root, file);
          return component.ok ? { ok: true as const, Provider: component.component as ComponentType<DemoProviderProps> } : component;
        },
        (cause: unknown) => {
          const failure = failureOf(cause, this.root, file);
          return { ...failure, reason: `its demo provider (${provider}) cannot be loaded: ${failure.reason}` };
        },
      );
      this.providers.set(key, loaded);
    }
    return loaded;
  }

  /**
   * The global styles of the demo themes of `files`' worlds (their CSS variables for light and
   * dark, with MUI 6+), the same for every demo of a world: they go to the site's stylesheet, where
   * a page finds them before any demo hydrates. Empty for a world whose host cannot load (each of
   * its demos reports why).
   */
  async themeCss(files: readonly string[]): Promise<string> {
    const { worlds } = this.worlds.list(files);
    const state = { ...DEFAULT_THEME_STATE, spacing: this.theme.spacing };
    const css = await Promise.all(
      worlds.map(async (world) => {
        const host = await this.loadHost(world);
        return host.ok ? host.renderDemo(() => null, { state, identifierPrefix: '', cssVarPrefix: world.cssVarPrefix }).globalCss : '';
      }),
    );
    return css.join('');
  }

  /** Whether the demo's theme follows the page's colour scheme before it hydrates (see DemoWorld.themeFollowsPage). */
  themeFollowsPage(file: string): boolean {
    return this.worlds.of(file).themeFollowsPage;
  }

  /** Loads every demo module at once (one esbuild build for all of a world). */
  async preload(files: readonly string[]): Promise<void> {
    const pending = files.filter((file) => !this.components.has(file));
    const batches: Promise<unknown>[] = [];
    for (const [world, group] of byWorld(this.worlds, pending)) {
      // A world whose React cannot be loaded: none of its demos is built, nor run.
      const broken = brokenWorld(world);
      if (broken) {
        for (const file of group) this.components.set(file, Promise.resolve(broken));
        continue;
      }
      const batch = loadModules(group, this.root, this.loadOptions(world));
      batches.push(batch);
      for (const file of group) {
        this.components.set(
          file,
          batch.then((loaded) => {
            const module = loaded.get(file);
            if (module instanceof Error || !module) return failureOf(module, this.root, file);
            this.inputs.set(file, module.inputs);
            if (module.bundle) this.built.set(file, module.bundle);
            return componentOf(module.exports, this.root, file);
          }),
        );
      }
    }
    await Promise.all(batches);
  }

  /**
   * What this thread built of the demo modules `files` (each loaded first) and of their worlds'
   * hosts: the bundles, and why a module that has none did not build. A module with a top-level
   * await (imported, not bundled as a script) is in neither: another thread loads it itself.
   */
  async serverBundles(files: readonly string[]): Promise<ServerBundles> {
    const bundles: ServerBundles = { demos: [], failed: [], hosts: [] };
    for (const file of new Set(files)) {
      const loaded = await this.load(file);
      const bundle = this.built.get(file);
      if (bundle) bundles.demos.push([file, bundle]);
      else if (!loaded.ok) bundles.failed.push([file, loaded]);
    }
    const worlds = new Map(files.map((file) => [this.worlds.of(file).root, file]));
    for (const [root, file] of worlds) {
      const bundle = this.hostsBuilt.get(root);
      if (bundle) bundles.hosts.push([file, bundle]);
    }
    return bundles;
  }

  /**
   * Runs the modules another thread built (`serverBundles`) instead of building them: each demo
   * module and host as loading it here would, a module that did not build failing as there. A
   * module this thread has already (refused, loaded) is left as it is.
   */
  async adopt(bundles: ServerBundles): Promise<void> {
    for (const [file, bundle] of bundles.demos) {
      if (this.components.has(file)) continue;
      const world = this.worlds.of(file);
      const broken = brokenWorld(world);
      if (broken) {
        this.components.set(file, Promise.resolve(broken));
        continue;
      }
      const component = loadBuiltModule(file, bundle, this.root, this.timeoutMs).then(
        ({ exports, inputs }) => {
          this.inputs.set(file, inputs);
          return componentOf(exports, this.root, file);
        },
        (cause: unknown) => failureOf(cause instanceof ModuleLoadError ? cause : new ModuleLoadError(String(cause)), this.root, file),
      );
      this.components.set(file, component);
      // One after another, as a batch of them runs once built.
      await component;
    }
    for (const [file, failure] of bundles.failed) if (!this.components.has(file)) this.components.set(file, Promise.resolve(failure));
    for (const [file, bundle] of bundles.hosts) {
      const world = this.worlds.of(file);
      if (this.hosts.has(world.root) || brokenWorld(world)) continue;
      const host = this.hostOf(world, loadBuiltModule(demoHostServerFile(), bundle, this.root, this.timeoutMs));
      this.hosts.set(world.root, host);
      await host;
    }
  }

  /** Takes these demo modules as failing for the given reasons (the browser bundle cannot take them): they are neither loaded nor rendered, until forgotten. */
  refuse(failures: Iterable<readonly [string, DemoFailure]>): void {
    for (const [file, failure] of failures) {
      this.components.set(file, Promise.resolve(failure));
      // No inputs: `forget` drops it on the next change, when it may build again.
      this.inputs.delete(file);
      for (const key of [...this.renders.keys()]) if (key.startsWith(`${file}\n`)) this.renders.delete(key);
    }
  }

  /** The demo's component, or why it cannot be loaded. */
  load(file: string): Promise<LoadedDemo> {
    let component = this.components.get(file);
    const broken = component ? undefined : brokenWorld(this.worlds.of(file));
    if (broken) this.components.set(file, (component = Promise.resolve(broken)));
    if (!component) {
      component = loadModule(file, this.root, this.loadOptions(this.worlds.of(file))).then(
        ({ exports, inputs, bundle }) => {
          this.inputs.set(file, inputs);
          if (bundle) this.built.set(file, bundle);
          return componentOf(exports, this.root, file);
        },
        (cause: unknown) => failureOf(cause, this.root, file),
      );
      this.components.set(file, component);
    }
    return component;
  }

  /**
   * Forgets the modules built from any of `changedFiles` (absolute paths), and every module that
   * failed to load (a file it lacked may exist now): they load again when next asked for. The dev
   * server keeps one ServerDemos between reloads, so an edit re-bundles only what it touches.
   */
  forget(changedFiles: readonly string[]): void {
    const changed = new Set(changedFiles);
    for (const file of [...this.components.keys()]) {
      const inputs = this.inputs.get(file);
      if (inputs && !changed.has(file) && !inputs.some((input) => changed.has(input))) continue;
      this.components.delete(file);
      this.inputs.delete(file);
      this.built.delete(file);
      for (const key of [...this.renders.keys()]) if (key.startsWith(`${file}\n`)) this.renders.delete(key);
    }
    for (const key of [...this.providers.keys()]) {
      const inputs = this.inputs.get(key);
      if (inputs && !inputs.some((input) => changed.has(input))) continue;
      this.providers.delete(key);
      this.inputs.delete(key);
      // Every demo it wrapped renders again.
      this.renders.clear();
    }
  }

  /**
   * The global style tags of a demo rendered in a provider that the world's demo theme does not
   * make alone: without them in the page, a provider's CSS variables (Joy's `CssVarsProvider`) would
   * be missing until the demo hydrates, and its components unstyled.
   */
  private providerStyleTags(world: DemoWorld, render: RenderDemo, options: Parameters<RenderDemo>[1], rendered: RenderedWithStyles): string[] {
    const key = `${world.root}\n${options.emotionKey ?? ''}`;
    let theme = this.themeTags.get(key);
    if (!theme) {
      const { Provider: _provider, ...alone } = options;
      this.themeTags.set(key, (theme = new Set(styleTagsOf(render(() => null, alone).globalStyleTags))));
    }
    const own = theme;
    return styleTagsOf(rendered.globalStyleTags).filter((tag) => !own.has(tag));
  }

  /**
   * `identifierPrefix`: see demoIdPrefix; the same file always renders with the same one.
   * `emotionKey`: `iframe` for demos shown in an iframe (their styles live in that document).
   * `provider`: the demo provider of the page's product (config `demoProvider`), relative to the site root.
   */
  async render(file: string, identifierPrefix: string, emotionKey?: string, page?: string, provider?: string): Promise<DemoRender> {
    const cacheKey = `${file}\n${emotionKey ?? ''}\n${provider ?? ''}`;
    const cached = this.renders.get(cacheKey);
    if (cached) return cached;
    const world = this.worlds.of(file);
    const [loaded, host, wrapper] = await Promise.all([
      this.load(file),
      this.loadHost(world),
      provider !== undefined ? this.loadProvider(world, provider) : undefined,
    ]);
    let result: DemoRender;
    if (!loaded.ok) {
      result = loaded;
    } else if (!host.ok) {
      result = host;
    } else if (wrapper && !wrapper.ok) {
      result = wrapper;
    } else {
      const place = { file: relativeFile(this.root, file), ...(page !== undefined ? { page } : {}) };
      try {
        // The theme state the page starts with: what the browser hydrates against.
        const state = { ...DEFAULT_THEME_STATE, spacing: this.theme.spacing };
        const options = {
          state,
          identifierPrefix,
          cssVarPrefix: world.cssVarPrefix,
          ...(emotionKey !== undefined ? { emotionKey } : {}),
          ...(wrapper ? { Provider: wrapper.Provider } : {}),
        };
        const rendered = runWithTimeLimit(place, this.timeoutMs, () => host.renderDemo(loaded.component, options));
        result = { ok: true, rendered, providerStyleTags: wrapper ? this.providerStyleTags(world, host.renderDemo, options, rendered) : [] };
      } catch (cause) {
        const failure = runError(cause, 'rendering it');
        const reason = failure.kind === 'threw' ? `it threw while rendering: ${cause instanceof Error ? cause.message : String(cause)}` : failure.message;
        // A throw (not a time limit) may be code that needs a browser: the page renders it there only.
        result = { ...failureOf(failure, this.root, file), ...(failure.kind === 'threw' ? { kind: 'server-render' as const } : {}), reason };
      }
    }
    this.renders.set(cacheKey, result);
    return result;
  }
}
