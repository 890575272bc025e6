import type ts from 'typescript';
import type { TypeScript } from './typescript.js';

/** An exported React component: its export name, its symbol and the signatures it is called (or constructed) with. */
export interface FoundComponent {
  name: string;
  symbol: ts.Symbol;
  signatures: readonly ts.Signature[];
}

/** A context (`Consumer`) and a styled element (`withComponent`, `__emotion_styles`) render, but are no component to document. */
const NOT_DOCUMENTED = ['Consumer', 'withComponent', '__emotion_styles'];

/**
 * A capitalised identifier. An export name may be any string (`export { X as "<img onerror…>" }`):
 * one that is no identifier names nothing a reader writes as `<Name>`, and it would go into the
 * page's heading and route as written.
 */
const COMPONENT_NAME = /^[A-Z][\w$]*$/;

const RETURNS_ELEMENT = /\b(Element|ReactNode|ReactElement|ReactPortal)\b/;

/** A function component returns an element; a class component's instances render. */
function componentSignatures(checker: ts.TypeChecker, type: ts.Type): readonly ts.Signature[] {
  const calls = type.getCallSignatures().filter((signature) => RETURNS_ELEMENT.test(checker.typeToString(signature.getReturnType())));
  if (calls.length > 0) return calls;
  return type.getConstructSignatures().filter((signature) => signature.getReturnType().getProperty('render') !== undefined);
}

/** Every exported React component of the entry (a capitalised value whose signatures make elements), in export order. */
export function findComponents(tsc: TypeScript, checker: ts.TypeChecker, entry: ts.SourceFile): { exported: Set<string>; components: FoundComponent[] } {
  const moduleSymbol = checker.getSymbolAtLocation(entry);
  const exports = moduleSymbol ? checker.getExportsOfModule(moduleSymbol) : [];
  const components: FoundComponent[] = [];
  for (const exported of exports) {
    if (!COMPONENT_NAME.test(exported.name)) continue;
    const symbol = exported.flags & tsc.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (!(symbol.flags & tsc.SymbolFlags.Value)) continue;
    const type = checker.getTypeOfSymbol(symbol);
    if (NOT_DOCUMENTED.some((property) => type.getProperty(property) !== undefined)) continue;
    const signatures = componentSignatures(checker, type);
    if (signatures.length > 0) components.push({ name: exported.name, symbol, signatures });
  }
  return { exported: new Set(exports.map((symbol) => symbol.name)), components };
}
