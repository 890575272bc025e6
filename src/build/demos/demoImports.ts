/** One `import … from 'specifier'` of a demo: what it takes from the module. */
export interface DemoImport {
  specifier: string;
  /** `import X from …` */
  default: boolean;
  /** `import * as X from …`: the whole module. */
  namespace: boolean;
  /** `import { a, b as c } from …`: the exported names (`a`, `b`). */
  names: string[];
}

const IMPORT = /^[ \t]*import\s+(?!type\s)([\w$\s{},*]*?)\s*from\s*['"]([^'"]+)['"]|^[ \t]*import\s*['"]([^'"]+)['"]/gm;

/** What one import clause (`X, { a, b as c }`, `* as X`) takes. */
function clauseOf(specifier: string, clause: string): DemoImport {
  const found: DemoImport = { specifier, default: false, namespace: false, names: [] };
  const braces = /\{([^}]*)\}/.exec(clause);
  const outside = clause.replace(/\{[^}]*\}/, '').trim();
  if (/\*\s*as\s+[\w$]+/.test(outside)) found.namespace = true;
  if (/^[\w$]+/.test(outside)) found.default = true;
  for (const entry of braces?.[1]?.split(',') ?? []) {
    const name = entry.trim();
    if (!name || name.startsWith('type ')) continue;
    const exported = name.split(/\s+as\s+/)[0]!.trim();
    if (exported === 'default') found.default = true;
    else found.names.push(exported);
  }
  return found;
}

/**
 * The imports of a demo's code (a module of MUI's docs: top-level static imports, one per
 * statement), type-only imports left out. What the sandboxes' `package.json` and live editing
 * need; a demo's build resolves its imports itself.
 */
export function parseDemoImports(code: string): DemoImport[] {
  const imports: DemoImport[] = [];
  for (const match of code.matchAll(IMPORT)) {
    const specifier = match[2] ?? match[3]!;
    imports.push(match[3] !== undefined ? { specifier, default: false, namespace: false, names: [] } : clauseOf(specifier, match[1]!));
  }
  return imports;
}

export const isBareSpecifier = (specifier: string) => !/^(\.|\/|[a-z]+:)/i.test(specifier);

/** What the demos of a world import from each module: all of it (a namespace import), or the names they use. */
export interface ImportedFrom {
  default: boolean;
  namespace: boolean;
  names: Set<string>;
}

/** The imports of many demos' code, merged by specifier (bare specifiers only). */
export function mergeDemoImports(codes: Iterable<string>): Map<string, ImportedFrom> {
  const merged = new Map<string, ImportedFrom>();
  for (const code of codes) {
    for (const entry of parseDemoImports(code)) {
      if (!isBareSpecifier(entry.specifier)) continue;
      let from = merged.get(entry.specifier);
      if (!from) merged.set(entry.specifier, (from = { default: false, namespace: false, names: new Set() }));
      from.default ||= entry.default;
      from.namespace ||= entry.namespace;
      for (const name of entry.names) from.names.add(name);
    }
  }
  return merged;
}

/** React's modules, which live-edited code may always import (its JSX compiles to `react/jsx-runtime`). */
const ALWAYS = ['react', 'react/jsx-runtime', 'react-dom'];

/** One module live-edited code may import: all of it, or the names the demos take from it. */
export interface LiveModule {
  specifier: string;
  whole: boolean;
  names: string[];
}

/** The modules of a world's live editing: React's, whole, then what its demos import. */
export function liveModules(imports: ReadonlyMap<string, ImportedFrom>): LiveModule[] {
  const modules: LiveModule[] = ALWAYS.map((specifier) => ({ specifier, whole: true, names: [] }));
  for (const [specifier, from] of imports) {
    if (ALWAYS.includes(specifier)) continue;
    modules.push({ specifier, whole: from.namespace, names: [...(from.default ? ['default'] : []), ...from.names] });
  }
  return modules;
}

/**
 * The module map of live editing for one world (`docsgen:demo-imports`): each module by its
 * specifier, loaded on use from its own module (`pathOf`, see liveModuleCode), those the build
 * can resolve (`available`) only: a demo with a missing import breaks no other.
 */
export function demoImportsModule(modules: readonly LiveModule[], pathOf: (index: number) => string, available: (index: number) => boolean): string {
  const entries = modules.flatMap((module, index) =>
    available(index) ? [`${JSON.stringify(module.specifier)}: () => import(${JSON.stringify(pathOf(index))}).then((loaded) => loaded.default)`] : [],
  );
  return `export default {\n${entries.join(',\n')}\n};\n`;
}

/**
 * The code of one module of the map: an object of its exports, marked as an ES module's (what
 * `require` gives live-edited code). A module the demos take names from gives just those, read
 * as properties of its namespace: the bundle keeps only what is read (editing a demo that takes
 * `{ Button }` from `@mui/material` does not load all of MUI), and a name that is only a type
 * (`import { SelectChangeEvent } from …` without `type`) is undefined rather than an error of the
 * build. React's modules and namespace imports come whole.
 */
export function liveModuleCode(module: LiveModule): string {
  const fields = module.whole ? ['...imported'] : module.names.map((name) => `${name}: imported.${name}`);
  return `import * as imported from ${JSON.stringify(module.specifier)};\nexport default { __esModule: true, ${fields.join(', ')} };\n`;
}
