import type { ApiSourceConfig } from '../config/schema.js';
import { error, warning, type Diagnostic } from '../util/diagnostics.js';
import { apiConfigPlace, type ConfigSource } from '../config/places.js';
import { entryExports, findComponents, lookupComponent, type FoundComponent } from './discover.js';
import { extractComponent, type ComponentScope } from './extractComponent.js';
import { importerName, missingTypes, type MissingTypes } from './missingTypes.js';
import { createApiProgram } from './program.js';
import type { ResolvedSource } from './resolveSource.js';
import { sourceHooks } from './sourceHooks.js';
import type { ComponentApi, HookApi } from './types.js';
import type { TypeScript } from './typescript.js';

export interface SourceExtraction {
  components: ComponentApi[];
  /** The hooks config `hooks` documents (none when it documents none). */
  hooks?: HookApi[];
  /** Every file the program read (the cache's inputs). */
  files: string[];
  diagnostics: Diagnostic[];
  /** A component named in config `components` that the entry does not export: a config error. */
  configError: boolean;
  /** The types packages the entry needs that are not installed, each with its diagnostic (the one of `diagnostics` at the same index: they come first). */
  missingTypes?: MissingTypes[];
}

/** Reads one API source: its program, its exported components (or those config `components` names), and each one's API. */
export function extractSource(
  tsc: TypeScript,
  root: string,
  source: ApiSourceConfig,
  index: number,
  resolved: ResolvedSource,
  config: ConfigSource,
  /** Called with each component's API as soon as it is read. */
  onComponent?: (api: ComponentApi) => void,
): SourceExtraction {
  const made = createApiProgram(tsc, root, resolved.entryFile, source.entry !== undefined);
  if (!('program' in made)) return { components: [], files: [], diagnostics: made.diagnostics, configError: false };
  const files = made.program.getSourceFiles().map((file) => file.fileName);
  const { checker, entry } = made;
  // Without React's types nothing looks like a component and a source entry does not compile:
  // that is the one thing to say, not why each export is not one or each error it leads to.
  // Another package's types missing make its props `any`: a warning, and the source is read.
  const missing = missingTypes(tsc, made.program, checker);
  const essential = missing.some((entry) => entry.essential);
  const place =
    source.package !== undefined ? apiConfigPlace(config, index, 'package', source.package) : apiConfigPlace(config, index, 'entry', source.entry ?? '');
  const missingDiagnostics = missing.map(({ install, module, importer }) => {
    const message = `The API reference needs ${install}, which is not installed (the types of '${module}', which ${importerName(root, importer)} imports): npm install -D ${install}`;
    return essential ? error('api-types-missing', message, place) : warning('api-types-missing', message, place);
  });
  const withMissing = (extraction: SourceExtraction): SourceExtraction =>
    missing.length === 0 ? extraction : { ...extraction, diagnostics: [...missingDiagnostics, ...extraction.diagnostics], missingTypes: missing };
  if (essential) return withMissing({ components: [], files, diagnostics: [], configError: false });
  if (made.diagnostics.length > 0) return withMissing({ components: [], files, diagnostics: made.diagnostics, configError: false });
  const exports = entryExports(checker, entry);
  const components = findComponents(tsc, checker, exports);
  const diagnostics: Diagnostic[] = [];
  const named: FoundComponent[] = [];
  for (const name of source.components ?? []) {
    const looked = lookupComponent(tsc, checker, exports, name);
    if ('found' in looked) {
      named.push(looked.found);
      continue;
    }
    const what = looked.exported ? `exports but is not a React component: ${looked.reason}` : 'does not export';
    const from = source.package ?? source.entry;
    diagnostics.push(
      error(
        'api-component-unknown',
        `Config "api[${index}].components": "${name}" is a name ${from} ${what}`,
        apiConfigPlace(config, index, 'components', name),
      ),
    );
  }
  const hooks = sourceHooks(tsc, checker, root, source, index, resolved, exports, config);
  diagnostics.push(...hooks.diagnostics);
  if (diagnostics.length > 0) return withMissing({ components: [], files, diagnostics, configError: true });
  const scope: ComponentScope = {
    tsc,
    root,
    checker,
    source: resolved,
    exports,
    componentNames: components.map((component) => component.name).sort((a, b) => b.length - a.length),
    ...(source.listInherited !== undefined ? { listInherited: source.listInherited } : {}),
  };
  const chosen = source.components ? named : components;
  const extracted = chosen.map((component) => {
    const api = extractComponent(scope, component);
    onComponent?.(api);
    return api;
  });
  return withMissing({
    components: extracted,
    ...(hooks.hooks.length > 0 ? { hooks: hooks.hooks } : {}),
    files,
    diagnostics: [],
    configError: false,
  });
}
