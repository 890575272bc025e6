import path from 'node:path';
import type { ComponentType } from 'react';
import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { Dictionary } from '../../runtime/types.js';
import { lookup } from '../../runtime/i18n/translate.js';
import { error, type Diagnostic } from '../diagnostics.js';
import { loadModule } from '../modules/loadModule.js';
import { renderWithEmotion, type RenderedWithStyles } from './emotion.js';
import { escapeHtml } from './html.js';

/** Props every `{{"component": …}}` receives. */
export interface ContentComponentProps {
  t: (key: string) => string | null;
}

/**
 * The components named by `{{"component": "Name"}}`, from config `components` (name → module
 * path relative to the root). Modules load once per build, on first use.
 */
export class ContentComponents {
  private readonly loaded = new Map<string, Promise<ComponentType<ContentComponentProps> | Diagnostic>>();

  constructor(
    private readonly root: string,
    private readonly modules: Readonly<Record<string, string>>,
    private readonly theme: Theme,
    private readonly dictionary: Dictionary,
  ) {}

  has(name: string): boolean {
    return Object.hasOwn(this.modules, name);
  }

  /** Loads a configured component; a module that fails to load or has no default export is an error. */
  load(name: string): Promise<ComponentType<ContentComponentProps> | Diagnostic> {
    let promise = this.loaded.get(name);
    if (!promise) {
      const modulePath = this.modules[name]!;
      promise = loadModule(path.resolve(this.root, modulePath), this.root).then(
        ({ exports }) => {
          const component = exports.default;
          return typeof component === 'function' || (typeof component === 'object' && component !== null)
            ? (component as ComponentType<ContentComponentProps>)
            : error('component-invalid', `Component "${name}" (${modulePath}) has no default export`, { file: modulePath });
        },
        (cause: unknown) =>
          error('component-invalid', `Component "${name}" (${modulePath}) cannot be loaded: ${cause instanceof Error ? cause.message : String(cause)}`, {
            file: modulePath,
          }),
      );
      this.loaded.set(name, promise);
    }
    return promise;
  }

  render(Component: ComponentType<ContentComponentProps>): RenderedWithStyles {
    const t = (key: string) => lookup(this.dictionary, key) ?? null;
    return renderWithEmotion(
      <ThemeProvider theme={this.theme}>
        <Component t={t} />
      </ThemeProvider>,
    );
  }
}

/** What stands in the page for a component or demo that cannot be shown. */
export function placeholderHtml(text: string): string {
  return `<div class="docsgen-placeholder" role="note">${escapeHtml(text)}</div>`;
}
