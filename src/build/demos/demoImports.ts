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
