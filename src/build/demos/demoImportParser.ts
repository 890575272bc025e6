import { parse } from 'acorn';
import { transform } from 'sucrase';
import type { DemoImport } from './demoImports.js';

/**
 * The imports of a demo's code (top-level static imports), type-only imports and names left out,
 * read by parsers: sucrase removes the TypeScript and JSX (keeping every import as written),
 * acorn reads the module that is left. What the API pages' demo links are made of (see
 * DemoIndex.imports), once per demo on the main thread; about a millisecond a file, which is why
 * the render threads' per-page uses (sandboxes, live editing) keep `parseDemoImports`. A demo that
 * does not parse has no imports to read (its build reports it).
 */
export function readDemoImports(code: string): DemoImport[] {
  let program: ReturnType<typeof parse>;
  try {
    const plain = transform(code, { transforms: ['typescript', 'jsx'], keepUnusedImports: true, jsxRuntime: 'classic', production: true }).code;
    program = parse(plain, { ecmaVersion: 'latest', sourceType: 'module' });
  } catch {
    return [];
  }
  return program.body.flatMap((statement): DemoImport[] => {
    if (statement.type !== 'ImportDeclaration') return [];
    const found: DemoImport = { specifier: String(statement.source.value), default: false, namespace: false, names: [] };
    for (const specifier of statement.specifiers) {
      if (specifier.type === 'ImportDefaultSpecifier') found.default = true;
      else if (specifier.type === 'ImportNamespaceSpecifier') found.namespace = true;
      else {
        const exported = specifier.imported.type === 'Identifier' ? specifier.imported.name : String(specifier.imported.value);
        if (exported === 'default') found.default = true;
        else found.names.push(exported);
      }
    }
    return [found];
  });
}
