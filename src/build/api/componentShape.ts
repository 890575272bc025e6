import type ts from 'typescript';
import type { TypeScript } from './typescript.js';

/**
 * Whether a value is a React component, decided from its type alone, the one place that decides it:
 * what it can be called or constructed with (the signatures its props are read from), or why it is
 * not one, in words for a diagnostic.
 *
 * A component is a value whose every call signature returns a React node (`JSX.Element`,
 * `ReactElement | null`, `ReactNode`, `Promise` of one: function components, `FC<P>`, the exotic
 * components of `forwardRef`, `memo`, `lazy`, MUI's `OverridableComponent`, Mantine's factories),
 * or whose construct signatures make instances that `render` (class components, `ComponentClass`);
 * or a union of such (`ComponentType<P>`, `JSXElementConstructor<P>`), each member's signatures
 * taken.
 */
export type ComponentShape = { component: true; signatures: readonly ts.Signature[] } | { component: false; reason: string };

/** The names React's types give what a component returns. */
const NODE_TYPE_NAMES = new Set(['Element', 'ReactElement', 'ReactNode', 'ReactPortal', 'AwaitedReactNode', 'JSXElement']);

/** The longest type text a reason quotes. */
const SHOWN_TYPE_LENGTH = 80;

function shown(checker: ts.TypeChecker, type: ts.Type): string {
  const text = checker.typeToString(type);
  return `\`${text.length > SHOWN_TYPE_LENGTH ? `${text.slice(0, SHOWN_TYPE_LENGTH - 1)}…` : text}\``;
}

const namedNode = (type: ts.Type): boolean => NODE_TYPE_NAMES.has(type.aliasSymbol?.name ?? '') || NODE_TYPE_NAMES.has(type.getSymbol()?.name ?? '');

/** An element as React makes it, by name or by shape (`type`, `props`, `key`): a library may declare its own. */
function isElement(type: ts.Type): boolean {
  return namedNode(type) || ['type', 'props', 'key'].every((name) => type.getProperty(name) !== undefined);
}

/** A return type that is, or may be, a React node (an async server component's `Promise` of one included). */
function rendersNode(checker: ts.TypeChecker, type: ts.Type, depth = 0): boolean {
  if (namedNode(type)) return true;
  const parts = type.isUnion() ? type.types : [type];
  return parts.some((part) => {
    if (isElement(part)) return true;
    if (depth > 0 || part.getSymbol()?.name !== 'Promise') return false;
    const [awaited] = checker.getTypeArguments(part as ts.TypeReference);
    return awaited !== undefined && rendersNode(checker, awaited, depth + 1);
  });
}

/** The signatures one (non-union) type renders with, or why it renders nothing. */
function signaturesOf(tsc: TypeScript, checker: ts.TypeChecker, type: ts.Type): ComponentShape {
  const calls = type.getCallSignatures();
  if (calls.length > 0) {
    const returns = calls.map((signature) => signature.getReturnType());
    const other = returns.find((returned) => !rendersNode(checker, returned));
    if (other === undefined) return { component: true, signatures: calls };
    return { component: false, reason: `a function whose return type is ${shown(checker, other)}, not a React element` };
  }
  const constructs = type.getConstructSignatures();
  if (constructs.length > 0) {
    if (constructs.every((signature) => signature.getReturnType().getProperty('render') !== undefined)) return { component: true, signatures: constructs };
    return { component: false, reason: `a class whose instances have no \`render\` method` };
  }
  if (type.flags & (tsc.TypeFlags.Any | tsc.TypeFlags.Unknown))
    return { component: false, reason: `its type is ${shown(checker, type)} (its declaration's types could not be read)` };
  return { component: false, reason: `its type is ${shown(checker, type)}` };
}

/** A React context, and an element made by emotion's `styled`: they render, but are no component to document. */
function notDocumented(type: ts.Type): string | undefined {
  if (type.getProperty('Provider') !== undefined && type.getProperty('Consumer') !== undefined) return 'a React context';
  if (type.getProperty('withComponent') !== undefined || type.getProperty('__emotion_styles') !== undefined) return 'a styled element';
  return undefined;
}

/** The shape of the value a symbol (an export, or a member of one: `Menu.Item`) names. */
export function componentShape(tsc: TypeScript, checker: ts.TypeChecker, symbol: ts.Symbol): ComponentShape {
  if (!(symbol.flags & tsc.SymbolFlags.Value)) return { component: false, reason: 'it is a type, not a value' };
  if (symbol.flags & tsc.SymbolFlags.Module && !(symbol.flags & (tsc.SymbolFlags.Function | tsc.SymbolFlags.Class | tsc.SymbolFlags.Variable))) {
    return { component: false, reason: 'it is a namespace (its components are documented by their names in it, `Name.Member`)' };
  }
  return shapeOfType(tsc, checker, checker.getTypeOfSymbol(symbol));
}

/** The shape of a value's type: a union renders when each of its members (but `null` and `undefined`) does. */
export function shapeOfType(tsc: TypeScript, checker: ts.TypeChecker, type: ts.Type): ComponentShape {
  const skipped = notDocumented(type);
  if (skipped) return { component: false, reason: skipped };
  if (!type.isUnion()) return signaturesOf(tsc, checker, type);
  const members = type.types.filter((member) => !(member.flags & (tsc.TypeFlags.Null | tsc.TypeFlags.Undefined)));
  const signatures: ts.Signature[] = [];
  for (const member of members) {
    const shape = signaturesOf(tsc, checker, member);
    if (!shape.component) return { component: false, reason: `its type is ${shown(checker, type)}, of which ${shown(checker, member)} is not a component` };
    signatures.push(...shape.signatures);
  }
  return signatures.length > 0 ? { component: true, signatures } : { component: false, reason: `its type is ${shown(checker, type)}` };
}
