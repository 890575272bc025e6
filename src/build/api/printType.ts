import type ts from 'typescript';
import type { TypeScript } from './typescript.js';

const collapse = (text: string) => text.replace(/\s+/g, ' ').replace(/\(\s+/g, '(').replace(/\s+\)/g, ')').trim();

/** `((a: A) => B)` → `(a: A) => B`: the checker wraps a function type alone in parentheses. */
function unwrap(text: string): string {
  if (!text.startsWith('(') || !text.endsWith(')')) return text;
  let depth = 0;
  for (let index = 0; index < text.length; index++) {
    if (text[index] === '(') depth++;
    else if (text[index] === ')' && --depth === 0) return index === text.length - 1 ? text.slice(1, -1) : text;
  }
  return text;
}

/** `React.ReactNode` reads as `ReactNode`; other `React.` names keep their namespace. */
const tidy = (text: string) =>
  unwrap(collapse(text))
    .replace(/\bReact\.ReactNode\b/g, 'ReactNode')
    .replace(/\bElementType<any, keyof (React\.)?(JSX\.)?IntrinsicElements>/g, 'ElementType');

/** A union of literals and primitives, which readers want spelled out (`'small' | 'medium'`), not named. */
function literalUnion(tsc: TypeScript, checker: ts.TypeChecker, type: ts.Type, written: string): string | undefined {
  if (!type.isUnion()) return undefined;
  const LITERAL = tsc.TypeFlags.StringLiteral | tsc.TypeFlags.NumberLiteral | tsc.TypeFlags.BooleanLiteral | tsc.TypeFlags.Null;
  const PRIMITIVE = tsc.TypeFlags.String | tsc.TypeFlags.Number | tsc.TypeFlags.Boolean;
  const members = type.types.filter((member) => !(member.flags & tsc.TypeFlags.Undefined));
  if (members.length < 2 || !members.every((member) => member.flags & (LITERAL | PRIMITIVE))) return undefined;
  const flags = tsc.TypeFormatFlags.UseSingleQuotesForStringLiteralType | tsc.TypeFormatFlags.NoTruncation;
  const parts: string[] = [];
  for (const member of members) {
    const text = member.flags & tsc.TypeFlags.BooleanLiteral ? 'boolean' : checker.typeToString(member, undefined, flags);
    if (!parts.includes(text)) parts.push(text);
  }
  // In the order the declaration writes them (the checker's is its own), `null` last.
  const place = (part: string) => (part === 'null' ? Infinity : written.indexOf(part) === -1 ? written.length : written.indexOf(part));
  return parts
    .map((part, index) => ({ part, index }))
    .sort((a, b) => place(a.part) - place(b.part) || a.index - b.index)
    .map(({ part }) => part)
    .join(' | ');
}

/** A type node without its `| undefined` (an optional prop's type says it already): the nodes left. */
function definedNodes(tsc: TypeScript, node: ts.TypeNode): ts.TypeNode[] {
  if (tsc.isUnionTypeNode(node)) {
    const kept = node.types.filter((member) => member.kind !== tsc.SyntaxKind.UndefinedKeyword);
    return kept.length === 1 ? definedNodes(tsc, kept[0]!) : kept;
  }
  if (tsc.isParenthesizedTypeNode(node)) return definedNodes(tsc, node.type);
  return [node];
}

const SHORT_TYPE = 160;

const isMapped = (tsc: TypeScript, type: ts.Type): boolean =>
  (type.flags & tsc.TypeFlags.Object) !== 0 && ((type as ts.ObjectType).objectFlags & tsc.ObjectFlags.Mapped) !== 0;

/**
 * Whether a type has call signatures, as `getCallSignatures` says. An intersection has those of
 * its members (a mapped type has none), or none when it reduces to `never`: the checker finds out
 * by creating every property of the intersection first, which for MUI's slot props (one
 * `Partial<ComponentProps<'div'>> & Overrides` per element a slot may render, 140 of them) was
 * most of the extraction's time. With no member callable the answer is no either way.
 */
function callable(tsc: TypeScript, type: ts.Type): boolean {
  if (type.isIntersection() && type.types.every((member) => isMapped(tsc, member) || member.getCallSignatures().length === 0)) return false;
  return type.getCallSignatures().length > 0;
}

/** A long object type as the names of its members (`{ root?: func | object, input?: object }`), as MUI's pages show slot props. */
function memberSummary(tsc: TypeScript, checker: ts.TypeChecker, type: ts.Type): string | undefined {
  const members = checker.getPropertiesOfType(type);
  if (members.length === 0 || type.getCallSignatures().length > 0) return undefined;
  const kinds = (member: ts.Symbol) => {
    const memberType = checker.getNonNullableType(checker.getTypeOfSymbol(member));
    const parts = memberType.isUnion() ? memberType.types : [memberType];
    const names = new Set(
      parts.map((part) =>
        callable(tsc, part) ? 'func' : part.flags & (tsc.TypeFlags.Object | tsc.TypeFlags.Intersection) ? 'object' : checker.typeToString(part),
      ),
    );
    return [...names].sort().join(' | ');
  };
  return `{ ${members.map((member) => `${member.name}${member.flags & tsc.SymbolFlags.Optional ? '?' : ''}: ${kinds(member)}`).join(', ')} }`;
}

/**
 * Texts already made, by checker and type: props of the same type on many components (`sx`,
 * `slotProps` built from the same helpers) are printed once. A type is the same object, with the
 * same text, for as long as its checker lives.
 */
const printed = new WeakMap<ts.TypeChecker, WeakMap<ts.Type, string>>();

/** The checker's text of a type (its constraint for a type parameter), or a summary of a long object type. */
function checkerText(tsc: TypeScript, checker: ts.TypeChecker, type: ts.Type): string {
  let texts = printed.get(checker);
  if (!texts) printed.set(checker, (texts = new WeakMap()));
  let text = texts.get(type);
  if (text === undefined) texts.set(type, (text = typeText(tsc, checker, type)));
  return text;
}

function typeText(tsc: TypeScript, checker: ts.TypeChecker, type: ts.Type): string {
  const flags =
    tsc.TypeFormatFlags.UseSingleQuotesForStringLiteralType | tsc.TypeFormatFlags.NoTruncation | tsc.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;
  const withoutUndefined = (text: string) => text.replace(/ \| undefined\b/g, '').replace(/^undefined \| /, '');
  const text = withoutUndefined(checker.typeToString(type, undefined, flags));
  if (text.length <= SHORT_TYPE) return tidy(text);
  const defined = checker.getNonNullableType(type);
  return memberSummary(tsc, checker, defined) ?? tidy(withoutUndefined(checker.typeToString(type, undefined, flags & ~tsc.TypeFormatFlags.NoTruncation)));
}

/**
 * A prop's type as its readers write it: a union of literals spelled out from the checker
 * (`OverridableStringUnion<'small' | 'medium', …>` is `'small' | 'medium'`, in the order the
 * declaration writes them), anything else as its declaration writes it (`(event:
 * React.SyntheticEvent, value: number) => void`), or the checker's text when the declaration
 * alone says nothing to a reader: an indexed access (`InputBaseProps['onBlur']`), a type
 * parameter (`Variant`: its constraint), a member of a generic helper type (`fromHelper`: MUI's
 * `slots` declared as `Partial<Slots>` by `CreateSlotsAndSlotProps`).
 */
export function printPropType(
  tsc: TypeScript,
  checker: ts.TypeChecker,
  symbol: ts.Symbol,
  declaration: ts.Declaration | undefined,
  fromHelper = false,
): string {
  let type = checker.getTypeOfSymbol(symbol);
  const typeNode =
    declaration && (tsc.isPropertySignature(declaration) || tsc.isPropertyDeclaration(declaration) || tsc.isParameter(declaration))
      ? declaration.type
      : undefined;
  const written = typeNode ? definedNodes(tsc, typeNode) : [];
  // A type parameter (`variant?: Variant`) reads as its constraint.
  const writtenType = written.length === 1 ? checker.getTypeFromTypeNode(written[0]!) : checker.getNonNullableType(type);
  const isParameter = (writtenType.flags & tsc.TypeFlags.TypeParameter) !== 0;
  if (isParameter) type = checker.getBaseConstraintOfType(writtenType) ?? type;
  const literals = literalUnion(tsc, checker, type, typeNode?.getText() ?? '');
  if (literals !== undefined) return literals;
  const readable = written.length > 0 && !written.some((node) => tsc.isIndexedAccessTypeNode(node)) && !isParameter && !fromHelper;
  if (readable) return tidy(written.map((node) => node.getText()).join(' | '));
  // Printed with its `undefined` (a union without it loses its alias: `ReactNode` would be spelled out), then dropped.
  return checkerText(tsc, checker, type);
}
