import type { ApiSourceConfig } from '../config/schema.js';
import { error, type Diagnostic } from '../util/diagnostics.js';
import { configPlace, type ConfigSource } from '../config/places.js';
import { findComponents } from './discover.js';
import { extractComponent, type ComponentScope } from './extractComponent.js';
import { createApiProgram } from './program.js';
import type { ResolvedSource } from './resolveSource.js';
import type { ComponentApi } from './types.js';
import type { TypeScript } from './typescript.js';

export interface SourceExtraction {
  components: ComponentApi[];
  /** Every file the program read (the cache's inputs). */
  files: string[];
  diagnostics: Diagnostic[];
  /** A component named in config `components` that the entry does not export: a config error. */
  configError: boolean;
}

/** Reads one API source: its program, its exported components (or those config `components` names), and each one's API. */
export function extractSource(
  tsc: TypeScript,
  root: string,
  source: ApiSourceConfig,
  index: number,
  resolved: ResolvedSource,
  config: ConfigSource,
): SourceExtraction {
  const made = createApiProgram(tsc, root, resolved.entryFile, source.entry !== undefined);
  if (!('program' in made)) return { components: [], files: [], diagnostics: made.diagnostics, configError: false };
  const files = made.program.getSourceFiles().map((file) => file.fileName);
  if (made.diagnostics.length > 0) return { components: [], files, diagnostics: made.diagnostics, configError: false };
  const { checker, entry } = made;
  const { exported, components } = findComponents(tsc, checker, entry);
  const byName = new Map(components.map((component) => [component.name, component]));
  const diagnostics: Diagnostic[] = [];
  for (const name of source.components ?? []) {
    if (byName.has(name)) continue;
    const what = exported.has(name) ? 'exports but is not a React component' : 'does not export';
    const from = source.package ?? source.entry;
    diagnostics.push(
      error('api-component-unknown', `Config "api[${index}].components": "${name}" is a name ${from} ${what}`, configPlace(config, 'components', name)),
    );
  }
  if (diagnostics.length > 0) return { components: [], files, diagnostics, configError: true };
  const moduleSymbol = checker.getSymbolAtLocation(entry);
  const exports = new Map((moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []).map((symbol) => [symbol.name, symbol]));
  const scope: ComponentScope = {
    tsc,
    checker,
    source: resolved,
    exports,
    componentNames: components.map((component) => component.name).sort((a, b) => b.length - a.length),
  };
  const chosen = source.components ? source.components.map((name) => byName.get(name)!) : components;
  return { components: chosen.map((component) => extractComponent(scope, component)), files, diagnostics: [], configError: false };
}
