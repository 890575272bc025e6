import type ts from 'typescript';
import { destructuringDefaults } from './defaults.js';
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

/** The component's own props, and where the others come from (a base component, else the native element). */
export function extractProps(tsc: TypeScript, checker: ts.TypeChecker, component: FoundComponent, context: OwnerContext): PropsResult {
  const { byName, propsType } = acceptedProps(checker, component);
  const signatureCount = component.signatures.filter((signature) => signature.getParameters().length > 0).length;
  const sourceDefaults = destructuringDefaults(tsc, component.symbol);
  const props: Record<string, PropApi> = {};
  const symbols = new Map<string, ts.Symbol>();
  const inherited = new Map<string, number>();
  const nativeDeclarations: ts.Declaration[] = [];
  for (const name of [...byName.keys()].sort((a, b) => a.localeCompare(b, 'en'))) {
    const candidates = byName.get(name)!.map((symbol) => ({ symbol, ...ownerOf(context, symbol) }));
    const chosen = candidates.find(({ owner }) => owner.kind === 'own') ?? candidates[0]!;
    const owner: PropOwner = chosen.owner;
    if (owner.kind === 'component') inherited.set(owner.name, (inherited.get(owner.name) ?? 0) + 1);
    if (owner.kind === 'native' && chosen.declaration) nativeDeclarations.push(chosen.declaration);
    if (owner.kind !== 'own') continue;
    const { symbol, declaration } = chosen;
    const { description, tags } = jsDocOf(tsc, checker, symbol);
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
  const base = [...inherited].sort(([nameA, a], [nameB, b]) => b - a || nameA.localeCompare(nameB))[0]?.[0];
  const inheritance: InheritanceApi | undefined = base
    ? { component: base }
    : nativeDeclarations.length > 0 && propsType
      ? { element: nativeElement(tsc, checker, propsType, nativeDeclarations) }
      : undefined;
  return { props, ...(inheritance ? { inheritance } : {}), symbols };
}
