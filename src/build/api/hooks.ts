import type ts from 'typescript';
import { jsDocOf } from './jsdoc.js';
import { isHookName } from './kebab.js';
import { printPropType } from './printType.js';
import { importLines } from './importLines.js';
import type { ResolvedSource } from './resolveSource.js';
import { siteSourceFile } from './siteSourceFile.js';
import type { HookApi, PropApi } from './types.js';
import type { TypeScript } from './typescript.js';

/** An exported hook: its name (`useButton`, `unstable_useModal`), its symbol and the signature it is documented by. */
export interface FoundHook {
  name: string;
  symbol: ts.Symbol;
  signature: ts.Signature;
}

const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const resolved = (tsc: TypeScript, checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol =>
  symbol.flags & tsc.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

/** The hook an export is (a function named `useX`), or undefined. The longest overload documents it. */
function asHook(tsc: TypeScript, checker: ts.TypeChecker, name: string, exported: ts.Symbol): FoundHook | undefined {
  if (!IDENTIFIER.test(name) || !isHookName(name)) return undefined;
  const symbol = resolved(tsc, checker, exported);
  if (!(symbol.flags & (tsc.SymbolFlags.Function | tsc.SymbolFlags.Variable))) return undefined;
  const signatures = checker.getTypeOfSymbol(symbol).getCallSignatures();
  const signature = [...signatures].sort((a, b) => b.getParameters().length - a.getParameters().length)[0];
  return signature ? { name, symbol, signature } : undefined;
}

/** Every exported hook of the entry, in export order. */
export function findHooks(tsc: TypeScript, checker: ts.TypeChecker, exports: ReadonlyMap<string, ts.Symbol>): FoundHook[] {
  return [...exports].flatMap(([name, symbol]) => asHook(tsc, checker, name, symbol) ?? []);
}

/** The hook a config `hooks` name stands for, or whether the entry exports the name at all. */
export function lookupHook(tsc: TypeScript, checker: ts.TypeChecker, exports: ReadonlyMap<string, ts.Symbol>, name: string): FoundHook | { exported: boolean } {
  const exported = exports.get(name);
  return (exported && asHook(tsc, checker, name, exported)) || { exported: exported !== undefined };
}

/** An object type whose properties a reader passes or reads one by one (not a function, array or primitive). */
function isRecordType(tsc: TypeScript, checker: ts.TypeChecker, type: ts.Type): boolean {
  const defined = checker.getNonNullableType(type);
  if (!(defined.flags & (tsc.TypeFlags.Object | tsc.TypeFlags.Intersection))) return false;
  if (defined.getCallSignatures().length > 0 || checker.isArrayType(defined) || checker.isTupleType(defined)) return false;
  return checker.getPropertiesOfType(defined).length > 0;
}

/** One row of a hook's tables: its type as written, `@default`, required, `@deprecated`, description. */
function row(tsc: TypeScript, checker: ts.TypeChecker, symbol: ts.Symbol, required: boolean, fallbackDefault?: string): PropApi | undefined {
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  const { description, tags } = jsDocOf(tsc, checker, symbol);
  if (tags.has('ignore')) return undefined;
  const defaultValue = tags.get('default') ?? fallbackDefault;
  const deprecated = tags.get('deprecated');
  return {
    type: printPropType(tsc, checker, symbol, declaration),
    ...(defaultValue !== undefined && defaultValue !== '' ? { default: defaultValue } : {}),
    ...(required ? { required: true as const } : {}),
    ...(deprecated !== undefined ? { deprecated } : {}),
    description,
  };
}

/** The rows of an object type's properties, by name (as a component's props are listed). */
function propertyRows(tsc: TypeScript, checker: ts.TypeChecker, type: ts.Type): Record<string, PropApi> {
  const rows: Record<string, PropApi> = {};
  const properties = checker.getPropertiesOfType(checker.getNonNullableType(type));
  for (const property of [...properties].sort((a, b) => a.name.localeCompare(b.name, 'en'))) {
    const entry = row(tsc, checker, property, !(property.flags & tsc.SymbolFlags.Optional));
    if (entry) rows[property.name] = entry;
  }
  return rows;
}

/** A parameter's default as its source writes it (`parameters = {}`); declarations have none. */
function parameterDefault(tsc: TypeScript, parameter: ts.Symbol): string | undefined {
  const declaration = parameter.valueDeclaration;
  return declaration && tsc.isParameter(declaration) && declaration.initializer ? declaration.initializer.getText().replace(/\s+/g, ' ') : undefined;
}

/**
 * What a hook takes: the properties of its options object when that is its one parameter (as
 * most hooks take theirs: `useButton(parameters?: UseButtonParameters)`), else each parameter.
 */
function parameterRows(tsc: TypeScript, checker: ts.TypeChecker, signature: ts.Signature): Record<string, PropApi> {
  const parameters = signature.getParameters();
  const only = parameters.length === 1 ? parameters[0]! : undefined;
  if (only && isRecordType(tsc, checker, checker.getTypeOfSymbol(only))) return propertyRows(tsc, checker, checker.getTypeOfSymbol(only));
  const rows: Record<string, PropApi> = {};
  for (const parameter of parameters) {
    const declaration = parameter.valueDeclaration;
    const optional = declaration && tsc.isParameter(declaration) ? declaration.questionToken !== undefined || declaration.initializer !== undefined : false;
    const entry = row(tsc, checker, parameter, !optional, parameterDefault(tsc, parameter));
    if (entry) rows[parameter.name] = entry;
  }
  return rows;
}

/** The return type as the declaration writes it (`UseButtonReturnValue`), else as the checker prints it. */
function returnTypeText(tsc: TypeScript, checker: ts.TypeChecker, signature: ts.Signature): string {
  const declaration = signature.getDeclaration() as ts.SignatureDeclaration | undefined;
  const written = declaration?.type?.getText().replace(/\s+/g, ' ');
  if (written && written.length <= 160) return written;
  return checker.typeToString(signature.getReturnType(), undefined, tsc.TypeFormatFlags.UseSingleQuotesForStringLiteralType);
}

/** Everything the API page of one hook shows, but its demos (which the site's pages know). */
export function extractHook(tsc: TypeScript, checker: ts.TypeChecker, root: string, source: ResolvedSource, hook: FoundHook): HookApi {
  const returnType = hook.signature.getReturnType();
  const declarationFile = (hook.symbol.valueDeclaration ?? hook.symbol.declarations?.[0])?.getSourceFile().fileName;
  const sourceFile = (declarationFile && siteSourceFile(root, declarationFile)) || siteSourceFile(root, source.entryFile);
  return {
    name: hook.name,
    imports: importLines(source, hook.name),
    parameters: parameterRows(tsc, checker, hook.signature),
    returnValue: isRecordType(tsc, checker, returnType) ? propertyRows(tsc, checker, returnType) : {},
    returnType: returnTypeText(tsc, checker, hook.signature),
    demos: [],
    ...(sourceFile ? { sourceFile } : {}),
  };
}
