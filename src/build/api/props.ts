import type ts from 'typescript';
import { destructuringDefaults } from './defaults.js';
import { directBases } from './directBases.js';
import type { FoundComponent } from './discover.js';
import { jsDocOf } from './jsdoc.js';
import { ownerOf, type OwnerContext, type PropOwner } from './owner.js';
import { printPropType } from './printType.js';
import type { InheritanceApi, PropApi } from './types.js';
import type { TypeScript } from './typescript.js';

export interface PropsResult {
  props: Record<string, PropApi>;
  inheritance?: InheritanceApi;
  /** The symbol of each own prop, for what is read from its type (slots). */
  symbols: Map<string, ts.Symbol>;
}

/** What React takes from every element and never passes on as a prop: not the component's to document. */
const REACT_RESERVED = new Set(['ref', 'key']);

/** Props a library declares for every component through one generic helper type, read from the checker. */
const HELPER_DECLARED = new Set(['slots', 'slotProps']);

/** `Ref<HTMLButtonElement>` → `button`: the element a component renders, from its DOM types. */
const ELEMENT_NAMES: Record<string, string> = {
  Anchor: 'a',
  Paragraph: 'p',
  UList: 'ul',
  OList: 'ol',
  LI: 'li',
  Image: 'img',
  TableCell: 'td',
  TableRow: 'tr',
  TableSection: 'tbody',
  Heading: 'h1',
  Quote: 'blockquote',
};

function nativeElement(tsc: TypeScript, checker: ts.TypeChecker, propsType: ts.Type, declarations: readonly ts.Declaration[]): string {
  const ref = propsType.getProperty('ref');
  const text = [
    ref ? checker.typeToString(checker.getTypeOfSymbol(ref)) : '',
    ...declarations.map((declaration) => (tsc.isInterfaceDeclaration(declaration.parent) ? declaration.parent.name.text : '')),
  ].join(' ');
  const element = /HTML(\w+?)Element/.exec(text)?.[1] ?? /(\w+?)HTMLAttributes/.exec(text.replace(/\b(All|)HTMLAttributes\b/g, ''))?.[1];
  if (!element) return 'div';
  return ELEMENT_NAMES[element] ?? element.toLowerCase();
}

/** Where the component's props type is written: its declared type, its class's `extends`, its first parameter's type. */
function propsTypeNodes(tsc: TypeScript, component: FoundComponent): ts.Node[] {
  const nodes: ts.Node[] = [];
  for (const declaration of component.symbol.declarations ?? []) {
    if (tsc.isVariableDeclaration(declaration) && declaration.type) nodes.push(declaration.type);
    if (tsc.isClassDeclaration(declaration)) nodes.push(declaration);
  }
  for (const signature of component.signatures) {
    const parameter = signature.getParameters()[0]?.valueDeclaration;
    if (parameter && tsc.isParameter(parameter) && parameter.type) nodes.push(parameter.type);
  }
  return nodes;
}

/** `children?: never` (a component that takes none): nothing to list. */
function isNever(tsc: TypeScript, checker: ts.TypeChecker, symbol: ts.Symbol): boolean {
  const type = checker.getNonNullableType(checker.getTypeOfSymbol(symbol));
  return (type.flags & tsc.TypeFlags.Never) !== 0;
}

/** Every prop the component accepts (over all its signatures: an overload may add `href` or `component`), by name. */
function acceptedProps(checker: ts.TypeChecker, component: FoundComponent): { byName: Map<string, ts.Symbol[]>; propsType: ts.Type | undefined } {
  const byName = new Map<string, ts.Symbol[]>();
  let propsType: ts.Type | undefined;
  for (const signature of component.signatures) {
    const parameter = signature.getParameters()[0];
    if (!parameter) continue;
    const type = checker.getTypeOfSymbol(parameter);
    propsType ??= type;
    for (const prop of checker.getPropertiesOfType(type)) byName.set(prop.name, [...(byName.get(prop.name) ?? []), prop]);
  }
  return { byName, propsType };
}

/**
 * Which props of documented bases a page lists in full besides its own (config `api[].listInherited`):
 * every base's (`true`), or by base component, all its props (`true`) or the named ones.
 */
export type ListInherited = true | Readonly<Record<string, true | readonly string[]>>;

/** Whether a page lists a prop its documented base `base` declares, rather than leaving it to the inheritance line. */
function listsInherited(listInherited: ListInherited | undefined, base: string, name: string): boolean {
  if (listInherited === undefined) return false;
  if (listInherited === true) return true;
  const chosen = Object.hasOwn(listInherited, base) ? listInherited[base] : undefined;
  return chosen === true || (chosen !== undefined && chosen.includes(name));
}

/**
 * The props a page lists: those the component declares, those of a base without a page of its own
 * (see `PropOwner`), `children` when the props inherit it documented (from a base component, as
 * MUI's pages do; not React's own undocumented `children`), and the documented bases' props
 * `listInherited` names, never `ref` or `key`; where the others come from (a documented base
 * component, else the native element).
 */
export function extractProps(
  tsc: TypeScript,
  checker: ts.TypeChecker,
  component: FoundComponent,
  context: OwnerContext,
  listInherited?: ListInherited,
): PropsResult {
  const { byName, propsType } = acceptedProps(checker, component);
  const signatureCount = component.signatures.filter((signature) => signature.getParameters().length > 0).length;
  const sourceDefaults = destructuringDefaults(tsc, component.symbol);
  const props: Record<string, PropApi> = {};
  const symbols = new Map<string, ts.Symbol>();
  const inherited = new Map<string, number>();
  const nativeDeclarations: ts.Declaration[] = [];
  // The documented components it extends directly: the inheritance line names one, `listInherited` lists only theirs.
  const bases = directBases(tsc, checker, propsTypeNodes(tsc, component), context);
  for (const name of [...byName.keys()].sort((a, b) => a.localeCompare(b, 'en'))) {
    const candidates = byName.get(name)!.map((symbol) => ({ symbol, ...ownerOf(context, symbol) }));
    const chosen = candidates.find(({ owner }) => owner.kind === 'own') ?? candidates.find(({ owner }) => owner.kind === 'base') ?? candidates[0]!;
    const owner: PropOwner = chosen.owner;
    if (owner.kind === 'component') inherited.set(owner.name, (inherited.get(owner.name) ?? 0) + 1);
    if (owner.kind === 'native' && chosen.declaration) nativeDeclarations.push(chosen.declaration);
    if (REACT_RESERVED.has(name)) continue;
    const listed =
      owner.kind === 'own' ||
      owner.kind === 'base' ||
      (owner.kind === 'component' && (bases.length === 0 || bases.includes(owner.name)) && listsInherited(listInherited, owner.name, name));
    if (!listed && name !== 'children') continue;
    const { symbol, declaration } = chosen;
    const { description, tags } = jsDocOf(tsc, checker, symbol);
    // Inherited `children` a base documents (React's bare `children?: ReactNode` says nothing of what it is for).
    if (!listed && (description === '' || isNever(tsc, checker, symbol))) continue;
    // `@ignore` (MUI's convention) keeps a prop off the page.
    if (tags.has('ignore')) continue;
    const fallback = sourceDefaults.get(name);
    const defaultValue = tags.get('default') ?? fallback;
    const deprecated = tags.get('deprecated');
    props[name] = {
      type: printPropType(tsc, checker, symbol, declaration, HELPER_DECLARED.has(name)),
      ...(defaultValue !== undefined && defaultValue !== '' ? { default: defaultValue } : {}),
      // Required when every signature requires it (an overload's `component` is not).
      ...(candidates.length === signatureCount && candidates.every((candidate) => !(candidate.symbol.flags & tsc.SymbolFlags.Optional))
        ? { required: true as const }
        : {}),
      ...(deprecated !== undefined ? { deprecated } : {}),
      description,
    };
    symbols.set(name, symbol);
  }
  // The direct base most of the props come from, else the first one named, else (the declarations said nothing) the base most come from.
  const mostProps = (names: string[]) => names.sort((a, b) => (inherited.get(b) ?? 0) - (inherited.get(a) ?? 0) || a.localeCompare(b))[0];
  const base = mostProps(bases.filter((name) => inherited.has(name))) ?? bases[0] ?? mostProps([...inherited.keys()]);
  const inheritance: InheritanceApi | undefined = base
    ? { component: base }
    : nativeDeclarations.length > 0 && propsType
      ? { element: nativeElement(tsc, checker, propsType, nativeDeclarations) }
      : undefined;
  return { props, ...(inheritance ? { inheritance } : {}), symbols };
}
