import type { ComponentType } from 'react';
import { DemoProviders } from '../../runtime/components/DemoProviders.js';
import type { DocsThemeOptions } from '../../runtime/theme/createDocsTheme.js';
import { DEFAULT_THEME_STATE } from '../../runtime/theme/themeReducer.js';
import { createThemeStore } from '../../runtime/theme/ThemeContext.js';
import { loadModule, loadModules } from '../modules/loadModule.js';
import { renderWithEmotion, type RenderedWithStyles } from '../render/emotion.js';

/**
 * `unloadable`: the module cannot be built (a missing file or package), reported like a missing
 * demo; `threw`: it loads but throws while rendering, always an error.
 */
export type DemoRender = { ok: true; rendered: RenderedWithStyles } | { ok: false; kind: 'unloadable' | 'threw'; reason: string };

const reasonOf = (cause: unknown) => (cause instanceof Error ? cause.message : String(cause));

function componentOf(exports: Record<string, unknown>): ComponentType | string {
  const value = exports.default;
  return typeof value === 'function' || (typeof value === 'object' && value !== null)
    ? (value as ComponentType)
    : 'the module has no default export (the demo component)';
}

/**
 * Loads demo modules (bundled for Node, React and MUI shared with docsgen) and renders them on
 * the server, once per module per build. A module that fails to load, or throws while
 * rendering, gives a reason instead; the page shows a placeholder and no other page is affected.
 */
export class ServerDemos {
  private readonly components = new Map<string, Promise<ComponentType | string>>();
  private readonly renders = new Map<string, DemoRender>();
  /** The local files each loaded module was built from. */
  private readonly inputs = new Map<string, readonly string[]>();

  constructor(
    private readonly root: string,
    private readonly theme: DocsThemeOptions,
  ) {}

  /** Loads every demo module at once (one esbuild build for all). */
  async preload(files: readonly string[]): Promise<void> {
    const pending = files.filter((file) => !this.components.has(file));
    const batch = loadModules(pending, this.root);
    for (const file of pending) {
      this.components.set(
        file,
        batch.then((loaded) => {
          const module = loaded.get(file);
          if (module instanceof Error || !module) return reasonOf(module);
          this.inputs.set(file, module.inputs);
          return componentOf(module.exports);
        }),
      );
    }
    await batch;
  }

  /** The demo's component, or why it cannot be loaded. */
  load(file: string): Promise<ComponentType | string> {
    let component = this.components.get(file);
    if (!component) {
      component = loadModule(file, this.root).then(({ exports, inputs }) => {
        this.inputs.set(file, inputs);
        return componentOf(exports);
      }, reasonOf);
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
  async render(file: string, identifierPrefix: string, emotionKey?: string): Promise<DemoRender> {
    const cacheKey = `${file}\n${emotionKey ?? ''}`;
    const cached = this.renders.get(cacheKey);
    if (cached) return cached;
    const component = await this.load(file);
    let result: DemoRender;
    if (typeof component === 'string') {
      result = { ok: false, kind: 'unloadable', reason: component };
    } else {
      try {
        // The theme state the page starts with: what the browser hydrates against.
        const store = createThemeStore({ ...DEFAULT_THEME_STATE, spacing: this.theme.spacing });
        const Demo = component;
        result = {
          ok: true,
          rendered: renderWithEmotion(
            <DemoProviders store={store} options={this.theme}>
              <Demo />
            </DemoProviders>,
            identifierPrefix,
            emotionKey,
          ),
        };
      } catch (cause) {
        result = { ok: false, kind: 'threw', reason: `it threw while rendering: ${reasonOf(cause)}` };
      }
    }
    this.renders.set(cacheKey, result);
    return result;
  }
}
