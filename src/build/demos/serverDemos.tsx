import type { ComponentType } from 'react';
import { DemoProviders } from '../../runtime/components/DemoProviders.js';
import type { DocsThemeOptions } from '../../runtime/theme/createDocsTheme.js';
import { DEFAULT_THEME_STATE } from '../../runtime/theme/themeReducer.js';
import { createThemeStore } from '../../runtime/theme/ThemeContext.js';
import { loadModule, loadModules, ModuleLoadError, runError } from '../modules/loadModule.js';
import { DEFAULT_EVALUATE_MS, runWithTimeLimit } from '../modules/timeLimit.js';
import { renderWithEmotion, type RenderedWithStyles } from '../util/emotion.js';
import { relativeFile } from '../util/files.js';

/** Where in the demo's own source a failure is: its file relative to the root, 1-based line and column. */
export interface DemoPlace {
  file: string;
  line: number;
  column: number;
}

/**
 * `unloadable`: the module cannot be built for a missing file or package, reported like a missing
 * demo; `threw`: it does not compile, throws (loading or rendering) or runs out of time, always an
 * error, at `place` when known.
 */
export type DemoRender = { ok: true; rendered: RenderedWithStyles } | { ok: false; kind: 'unloadable' | 'threw'; reason: string; place?: DemoPlace };

type DemoFailure = Extract<DemoRender, { ok: false }>;

/** A demo module's component, or why it cannot be loaded. */
export type LoadedDemo = { ok: true; component: ComponentType } | DemoFailure;

/** Why a module could not be loaded, as a failure of the demo `file`. */
function failureOf(cause: unknown, root: string, file: string): DemoFailure {
  const reason = cause instanceof Error ? cause.message : String(cause);
  if (!(cause instanceof ModuleLoadError)) return { ok: false, kind: 'unloadable', reason };
  const missing = cause.kind === 'build' && /^Could not resolve /.test(cause.message);
  const place = missing ? undefined : cause.placeIn(root, file);
  return { ok: false, kind: missing ? 'unloadable' : 'threw', reason, ...(place ? { place } : {}) };
}

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

/**
 * Loads demo modules (bundled for Node, React and MUI shared with docsgen) and renders them on
 * the server, once per module per build. A module that fails to load, or throws while
 * rendering, gives a reason instead; the page shows a placeholder and no other page is affected.
 */
export class ServerDemos {
  private readonly components = new Map<string, Promise<LoadedDemo>>();
  private readonly renders = new Map<string, DemoRender>();
  /** The local files each loaded module was built from. */
  private readonly inputs = new Map<string, readonly string[]>();

  constructor(
    private readonly root: string,
    private readonly theme: DocsThemeOptions,
    /** How long a demo's module top level, and each render, may run (config `limits.evaluateMs`). */
    private readonly timeoutMs = DEFAULT_EVALUATE_MS,
  ) {}

  /** Loads every demo module at once (one esbuild build for all). */
  async preload(files: readonly string[]): Promise<void> {
    const pending = files.filter((file) => !this.components.has(file));
    const batch = loadModules(pending, this.root, { timeoutMs: this.timeoutMs });
    for (const file of pending) {
      this.components.set(
        file,
        batch.then((loaded) => {
          const module = loaded.get(file);
          if (module instanceof Error || !module) return failureOf(module, this.root, file);
          this.inputs.set(file, module.inputs);
          return componentOf(module.exports, this.root, file);
        }),
      );
    }
    await batch;
  }

  /** The demo's component, or why it cannot be loaded. */
  load(file: string): Promise<LoadedDemo> {
    let component = this.components.get(file);
    if (!component) {
      component = loadModule(file, this.root, { timeoutMs: this.timeoutMs }).then(
        ({ exports, inputs }) => {
          this.inputs.set(file, inputs);
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
      for (const key of [...this.renders.keys()]) if (key.startsWith(`${file}\n`)) this.renders.delete(key);
    }
  }

  /**
   * `identifierPrefix`: see demoIdPrefix; the same file always renders with the same one.
   * `emotionKey`: `iframe` for demos shown in an iframe (their styles live in that document).
   */
  async render(file: string, identifierPrefix: string, emotionKey?: string, page?: string): Promise<DemoRender> {
    const cacheKey = `${file}\n${emotionKey ?? ''}`;
    const cached = this.renders.get(cacheKey);
    if (cached) return cached;
    const loaded = await this.load(file);
    let result: DemoRender;
    if (!loaded.ok) {
      result = loaded;
    } else {
      const place = { file: relativeFile(this.root, file), ...(page !== undefined ? { page } : {}) };
      try {
        // The theme state the page starts with: what the browser hydrates against.
        const store = createThemeStore({ ...DEFAULT_THEME_STATE, spacing: this.theme.spacing });
        const Demo = loaded.component;
        const element = (
          <DemoProviders store={store} options={this.theme}>
            <Demo />
          </DemoProviders>
        );
        result = { ok: true, rendered: runWithTimeLimit(place, this.timeoutMs, () => renderWithEmotion(element, identifierPrefix, emotionKey)) };
      } catch (cause) {
        const failure = runError(cause, 'rendering it');
        const reason = failure.kind === 'threw' ? `it threw while rendering: ${cause instanceof Error ? cause.message : String(cause)}` : failure.message;
        result = { ...failureOf(failure, this.root, file), reason };
      }
    }
    this.renders.set(cacheKey, result);
    return result;
  }
}
