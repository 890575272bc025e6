import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { resolve as resolveModule } from 'import-meta-resolve';
import { error, type Diagnostic } from '../util/diagnostics.js';
import { relativeFile } from '../util/files.js';
import { outsideSiteError } from '../util/insideSite.js';
import { configPlace, type ConfigSource } from './places.js';
import type { MarkdownPluginConfig, SiteConfig } from './schema.js';

export type PluginKind = 'remarkPlugins' | 'rehypePlugins';

/** A plugin of config `markdown`, found: its module's file and its options (data, for the render threads). */
export interface ResolvedPlugin {
  kind: PluginKind;
  specifier: string;
  file: string;
  /** The file as diagnostics name it: relative to the site root, `/`-separated. */
  shown: string;
  options: unknown;
}

const parts = (plugin: MarkdownPluginConfig): [specifier: string, options: unknown] => (typeof plugin === 'string' ? [plugin, undefined] : plugin);

/**
 * Where config `markdown`'s plugins are: each specifier resolved from the site root as Node's
 * `import` does (an installed package's `exports`, or a path starting with `./`), with
 * `import-meta-resolve` (Node's own algorithm; `import.meta.resolve` takes no parent here). One
 * that is not found is an error at its line of the config.
 */
export function resolveMarkdownPlugins(
  root: string,
  markdown: SiteConfig['markdown'],
  source?: ConfigSource,
): { plugins: ResolvedPlugin[]; diagnostics: Diagnostic[] } {
  const parent = pathToFileURL(path.join(root, 'package.json')).href;
  const plugins: ResolvedPlugin[] = [];
  const diagnostics: Diagnostic[] = [];
  for (const kind of ['remarkPlugins', 'rehypePlugins'] as const) {
    markdown[kind].forEach((plugin, index) => {
      const [specifier, options] = parts(plugin);
      try {
        const url = resolveModule(specifier, parent);
        if (!url.startsWith('file:')) throw new Error(`${url} is not a file`);
        const file = fileURLToPath(url);
        // A path the site gives (not a package, which resolves from node_modules as Node does) is held to the site.
        // Checked as written, so a symbolic link on the way is named (Node's resolution follows it).
        const outside = /^\.{0,2}\//.test(specifier)
          ? outsideSiteError(root, path.resolve(root, specifier), source ? configPlace(source, kind, specifier) : { file: '.' })
          : undefined;
        if (outside) {
          diagnostics.push(outside);
          return;
        }
        plugins.push({ kind, specifier, file, shown: relativeFile(root, file), options });
      } catch {
        const message =
          `Config "markdown.${kind}[${index}]": cannot find "${specifier}" from the site root ` +
          `(install the package, or give a file's path starting with ./)`;
        diagnostics.push(error('markdown-plugin-missing', message, source ? configPlace(source, kind, specifier) : { file: '.' }));
      }
    });
  }
  return { plugins, diagnostics };
}
