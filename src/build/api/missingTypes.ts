import path from 'node:path';
import type ts from 'typescript';
import { findPackage, packageOfFile } from '../util/installedPackages.js';
import type { TypeScript } from './typescript.js';

/** A package the entry's declarations import whose types cannot be found: what to install, and who imports it. */
export interface MissingTypes {
  /** The package to install: `@types/react`, or the package itself when it is not installed at all. */
  install: string;
  /** The module as the declarations name it (`react`). */
  module: string;
  /** The first file that imports it (absolute), for the message. */
  importer: string;
  /** React's own types (or the JSX runtime's): without them no export is a component. */
  essential: boolean;
}

/** Packages that never ship their own declarations: what they need is their `@types` package. */
const UNTYPED = new Set(['react', 'react-dom']);

/** `@mui/material/Button` → `@mui/material`, `react/jsx-runtime` → `react`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!;
}

/** `react` → `@types/react`, `@scope/name` → `@types/scope__name` (DefinitelyTyped's naming). */
const typesPackage = (name: string): string => `@types/${name.replace(/^@/, '').replace('/', '__')}`;

/**
 * The packages whose types the program's declarations import but could not be read (`import * as
 * React from 'react'` with no `@types/react` installed): without React's every type that mentions
 * React is `any` and no export looks like a component (`essential`); without another's, the props
 * typed with it read as `any`. Either is what to name, once each.
 * Only a package's types count: a side-effect import (`import 'client-only'`) brings none.
 */
export function missingTypes(tsc: TypeScript, program: ts.Program, checker: ts.TypeChecker): MissingTypes[] {
  const found = new Map<string, MissingTypes>();
  for (const file of program.getSourceFiles()) {
    for (const statement of file.statements) {
      const specifier =
        (tsc.isImportDeclaration(statement) && statement.importClause !== undefined) || tsc.isExportDeclaration(statement)
          ? statement.moduleSpecifier
          : undefined;
      if (!specifier || !tsc.isStringLiteral(specifier) || /^(\.|\/|node:)/.test(specifier.text)) continue;
      const name = packageName(specifier.text);
      if (found.has(name) || checker.getSymbolAtLocation(specifier) !== undefined) continue;
      // Installed without declarations (react), or a typed package that is not installed at all.
      const installed = UNTYPED.has(name) || findPackage(path.dirname(file.fileName), name) !== undefined;
      found.set(name, { install: installed ? typesPackage(name) : name, module: specifier.text, importer: file.fileName, essential: UNTYPED.has(name) });
    }
  }
  // JSX compiled with the automatic runtime imports `react/jsx-runtime` (or its jsxImportSource's) without a line that says so.
  const options = program.getCompilerOptions();
  const jsxFile = program.getSourceFiles().find((file) => !file.isDeclarationFile && file.fileName.endsWith('.tsx'));
  const automatic = options.jsx === tsc.JsxEmit.ReactJSX || options.jsx === tsc.JsxEmit.ReactJSXDev;
  if (jsxFile && automatic) {
    const source = options.jsxImportSource ?? 'react';
    const runtime = `${source}/jsx-runtime`;
    const resolved = tsc.resolveModuleName(runtime, jsxFile.fileName, options, tsc.sys).resolvedModule;
    const typed = resolved !== undefined && /\.d\.(m|c)?ts$|\.(m|c)?tsx?$/.test(resolved.resolvedFileName);
    const name = packageName(source);
    if (!typed && !found.has(name)) {
      const installed = UNTYPED.has(name) || findPackage(path.dirname(jsxFile.fileName), name) !== undefined;
      found.set(name, { install: installed ? typesPackage(name) : name, module: runtime, importer: jsxFile.fileName, essential: true });
    }
  }
  return [...found.values()];
}

/** The package a declaration file belongs to, for a message (`@mui/material`), else the file. */
export const importerName = (root: string, file: string): string => packageOfFile(file)?.name ?? path.relative(root, file);
