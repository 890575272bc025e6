import type ts from 'typescript';
import { apiConfigPlace, type ConfigSource } from '../config/places.js';
import type { ApiSourceConfig } from '../config/schema.js';
import { error, type Diagnostic } from '../util/diagnostics.js';
import { extractHook, findHooks, lookupHook, type FoundHook } from './hooks.js';
import type { ResolvedSource } from './resolveSource.js';
import type { HookApi } from './types.js';
import type { TypeScript } from './typescript.js';

/**
 * Whether an `api` entry documents hooks: `hooks: true` or a list, or — unset — with the `tabs`
 * layout (where only the hooks a page lists in its front matter get a section).
 */
export const documentsHooks = (source: Pick<ApiSourceConfig, 'hooks' | 'layout'>): boolean =>
  source.hooks === undefined ? source.layout === 'tabs' : source.hooks !== false;

/** The hooks config `hooks` documents, each one's API; a name of the list that is no exported hook is a config error at its line. */
export function sourceHooks(
  tsc: TypeScript,
  checker: ts.TypeChecker,
  root: string,
  source: ApiSourceConfig,
  index: number,
  resolved: ResolvedSource,
  exports: ReadonlyMap<string, ts.Symbol>,
  config: ConfigSource,
): { hooks: HookApi[]; diagnostics: Diagnostic[] } {
  if (!documentsHooks(source)) return { hooks: [], diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  let found: FoundHook[];
  if (Array.isArray(source.hooks)) {
    found = [];
    for (const name of source.hooks) {
      const looked = lookupHook(tsc, checker, exports, name);
      if ('signature' in looked) {
        found.push(looked);
        continue;
      }
      const what = looked.exported ? 'exports but is not a function' : 'does not export';
      const message = `Config "api[${index}].hooks": "${name}" is a name ${source.package ?? source.entry} ${what}`;
      diagnostics.push(error('api-hook-unknown', message, apiConfigPlace(config, index, 'hooks', name)));
    }
  } else found = findHooks(tsc, checker, exports);
  if (diagnostics.length > 0) return { hooks: [], diagnostics };
  return { hooks: found.map((hook) => extractHook(tsc, checker, root, resolved, hook)), diagnostics };
}
