import type ts from 'typescript';
import { componentShape } from './componentShape.js';
import type { TypeScript } from './typescript.js';

/** An exported React component: its name (`Button`, `Menu.Item`), its symbol and the signatures it is called (or constructed) with. */
export interface FoundComponent {
  name: string;
  symbol: ts.Symbol;
  signatures: readonly ts.Signature[];
}

/**
 * A capitalised identifier. An export name may be any string (`export { X as "<img onerror…>" }`):
 * one that is no identifier names nothing a reader writes as `<Name>`, and it would go into the
 * page's heading and route as written.
 */
const COMPONENT_NAME = /^[A-Z][\w$]*$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;

const resolved = (tsc: TypeScript, checker: ts.TypeChecker, symbol: ts.Symbol): ts.Symbol =>
  symbol.flags & tsc.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

/** A namespace re-exported whole (`export * as Menu from './menu'`): its members are documented as `Menu.Root`. */
const isNamespace = (tsc: TypeScript, symbol: ts.Symbol): boolean =>
  (symbol.flags & tsc.SymbolFlags.ValueModule) !== 0 && (symbol.flags & (tsc.SymbolFlags.Function | tsc.SymbolFlags.Class | tsc.SymbolFlags.Variable)) === 0;

/** The exports of the entry, by name. */
export function entryExports(checker: ts.TypeChecker, entry: ts.SourceFile): Map<string, ts.Symbol> {
  const moduleSymbol = checker.getSymbolAtLocation(entry);
  return new Map((moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : []).map((symbol) => [symbol.name, symbol]));
}

/**
 * Every exported React component of the entry (a capitalised value whose type renders, see
 * `componentShape`), in export order; the components of a namespace it exports as `Name.Member`.
 */
export function findComponents(tsc: TypeScript, checker: ts.TypeChecker, exports: ReadonlyMap<string, ts.Symbol>): FoundComponent[] {
  const components: FoundComponent[] = [];
  for (const [name, exported] of exports) {
    const symbol = resolved(tsc, checker, exported);
    if (IDENTIFIER.test(name) && isNamespace(tsc, symbol)) {
      for (const member of checker.getExportsOfModule(symbol)) {
        if (!COMPONENT_NAME.test(member.name)) continue;
        const target = resolved(tsc, checker, member);
        const shape = componentShape(tsc, checker, target);
        if (shape.component) components.push({ name: `${name}.${member.name}`, symbol: target, signatures: shape.signatures });
      }
      continue;
    }
    if (!COMPONENT_NAME.test(name)) continue;
    const shape = componentShape(tsc, checker, symbol);
    if (shape.component) components.push({ name, symbol, signatures: shape.signatures });
  }
  return components;
}

/**
 * The component a config `components` name stands for, or why it is none: `Button`, or a member of
 * an export (`Menu.Item`: of a namespace, or a static member of a component, as Mantine's are).
 */
export function lookupComponent(
  tsc: TypeScript,
  checker: ts.TypeChecker,
  exports: ReadonlyMap<string, ts.Symbol>,
  name: string,
): { found: FoundComponent } | { exported: boolean; reason?: string } {
  const [first = '', ...members] = name.split('.');
  const exported = exports.get(first);
  if (!exported) return { exported: false };
  let symbol: ts.Symbol | undefined = resolved(tsc, checker, exported);
  for (const member of members) {
    const parent: ts.Symbol = symbol;
    symbol = isNamespace(tsc, parent)
      ? checker.getExportsOfModule(parent).find((candidate) => candidate.name === member)
      : checker.getTypeOfSymbol(parent).getProperty(member);
    if (!symbol) return { exported: false };
    symbol = resolved(tsc, checker, symbol);
  }
  const shape = componentShape(tsc, checker, symbol);
  return shape.component ? { found: { name, symbol, signatures: shape.signatures } } : { exported: true, reason: shape.reason };
}
