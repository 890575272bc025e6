import path from 'node:path';
import type { ComponentType } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { Dictionary } from '../../shared/types.js';
import { lookup } from '../../runtime/i18n/translate.js';
import { error, fail, succeed, type Diagnostic, type Result } from '../util/diagnostics.js';
import { loadModule } from '../modules/loadModule.js';
import { ModuleLoadError, runError } from '../modules/moduleLoadError.js';
import { DEFAULT_EVALUATE_MS, runWithTimeLimit } from '../modules/timeLimit.js';
import { relativeFile } from '../util/files.js';
import { outsideSiteProblem } from '../util/insideSite.js';
import { renderWithEmotion, type RenderedWithStyles } from '../../runtime/server/renderWithEmotion.js';
import { escapeHtml } from '../util/html.js';

/** Props every `{{"component": …}}` receives: the page it is on, and its words. */
export interface ContentComponentProps {
  /** A label of the site's dictionary by its dot path (`page.editThisPage`), null when it has none. */
  t: (key: string) => string | null;
  /** The page's route, e.g. `/material-ui/react-button/`. */
  route: string;
  /** The page's front matter as written (title, `components`, `githubLabel`…). */
  frontMatter: Readonly<Record<string, unknown>>;
  /** The page's product (from its route), with its configured name when the config names it. */
  product: ContentComponentProduct | null;
  /** The page's language (only `en` for now). */
  language: string;
  /** The site's dictionary in that language: docsgen's English with the site's translations over it. */
  translations: Dictionary;
}

export interface ContentComponentProduct {
  id: string;
  name: string | undefined;
  category: string | null;
}

/** What a component is told about the page it renders on (everything but `t`, made here). */
export type ContentComponentPage = Pick<ContentComponentProps, 'route' | 'frontMatter' | 'product' | 'language'>;

/**
 * The components named by `{{"component": "Name"}}`, from config `components` (name → module
 * path relative to the root). Modules load once per build, on first use.
 */
export class ContentComponents {
  private readonly loaded = new Map<string, Promise<Result<ComponentType<ContentComponentProps>>>>();

  constructor(
    private readonly root: string,
    private readonly modules: Readonly<Record<string, string>>,
    private readonly theme: Theme,
    private readonly dictionary: Dictionary,
    /** How long a component's module top level, and each render, may run (config `limits.evaluateMs`). */
    private readonly timeoutMs = DEFAULT_EVALUATE_MS,
  ) {}

  /** A load or render failure of the component `name`, at its place in the source when known. */
  private failure(name: string, modulePath: string, what: string, cause: unknown): Diagnostic {
    const reason = cause instanceof Error ? cause.message : String(cause);
    const place = (cause instanceof ModuleLoadError ? cause.placeIn(this.root) : undefined) ?? { file: modulePath };
    return error('component-invalid', `Component "${name}" (${modulePath}) ${what}: ${reason}`, place);
  }

  has(name: string): boolean {
    return Object.hasOwn(this.modules, name);
  }

  /** Loads a configured component; a module that fails to load or has no default export is an error. */
  load(name: string): Promise<Result<ComponentType<ContentComponentProps>>> {
    let promise = this.loaded.get(name);
    if (!promise) {
      const modulePath = this.modules[name]!;
      // One that leads out of the site is never loaded: loadSite reports it at its config line.
      if (outsideSiteProblem(this.root, path.resolve(this.root, modulePath)) !== undefined) return Promise.resolve(fail());
      promise = loadModule(path.resolve(this.root, modulePath), this.root, { timeoutMs: this.timeoutMs }).then(
        ({ exports }) => {
          const component = exports.default;
          return typeof component === 'function' || (typeof component === 'object' && component !== null)
            ? succeed(component as ComponentType<ContentComponentProps>)
            : fail(error('component-invalid', `Component "${name}" (${modulePath}) has no default export`, { file: modulePath }));
        },
        (cause: unknown) => fail(this.failure(name, modulePath, 'cannot be loaded', cause)),
      );
      this.loaded.set(name, promise);
    }
    return promise;
  }

  /** Renders a loaded component on `page`, under the time limit; a throw or timeout is an error at its place. */
  render(name: string, Component: ComponentType<ContentComponentProps>, page: ContentComponentPage): Result<RenderedWithStyles> {
    const modulePath = this.modules[name]!;
    const route = page.route;
    const t = (key: string) => lookup(this.dictionary, key) ?? null;
    const element = (
      <ThemeProvider theme={this.theme}>
        <Component {...page} t={t} translations={this.dictionary} />
      </ThemeProvider>
    );
    try {
      return succeed(
        runWithTimeLimit({ file: relativeFile(this.root, path.resolve(this.root, modulePath)), page: route }, this.timeoutMs, () => renderWithEmotion(element)),
      );
    } catch (cause) {
      return fail(this.failure(name, modulePath, `cannot be rendered on ${route}`, runError(cause, 'rendering it')));
    }
  }
}

/** What stands in the page for a component or demo that cannot be shown. */
export function placeholderHtml(text: string): string {
  return `<div class="docsgen-placeholder" role="note">${escapeHtml(text)}</div>`;
}
