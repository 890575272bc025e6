import path from 'node:path';
import type ts from 'typescript';
import type { TypeScript } from './typescript.js';

/**
 * Who declares a prop: the component documented (`own`), another exported component (its name:
 * Button's `disableRipple` is ButtonBase's), React's DOM types (`native`: `onClick`, `aria-*`),
 * or something else (`other`: a shared helper type's `className`, `ref`).
 */
export type PropOwner = { kind: 'own' } | { kind: 'component'; name: string } | { kind: 'native' } | { kind: 'other' };

const NATIVE_FILE = /\/node_modules\/(@types\/react|react|typescript)\/|\/lib\.[\w.]*\.d\.ts$/;

/** The name of the interface, type alias or class a declaration stands in. */
function containerName(tsc: TypeScript, node: ts.Node): string | undefined {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (tsc.isInterfaceDeclaration(current) || tsc.isTypeAliasDeclaration(current) || tsc.isClassDeclaration(current)) return current.name?.text;
  }
  return undefined;
}

/** `ButtonBaseOwnProps` → ButtonBase (the longest component name it starts with), `UseAutocompleteProps` → Autocomplete. */
function componentOfName(name: string, components: readonly string[]): string | undefined {
  const bare = /^Use[A-Z]/.test(name) ? name.slice(3) : name;
  const matches = components.filter((component) => bare.startsWith(component) && (bare.length === component.length || /[A-Z_]/.test(bare[component.length]!)));
  return matches.sort((a, b) => b.length - a.length)[0];
}

/** `Button/Button.d.ts` or `ButtonBase.tsx` → the component the file is named after. */
function componentOfFile(fileName: string, components: ReadonlySet<string>): string | undefined {
  const base = path.basename(fileName).replace(/(\.d)?\.(m|c)?(ts|tsx)$/, '');
  if (components.has(base)) return base;
  const folder = path.basename(path.dirname(fileName));
  return components.has(folder) ? folder : undefined;
}

export interface OwnerContext {
  tsc: TypeScript;
  /** The documented component. */
  name: string;
  /** The file that declares it. */
  file: string;
  /** Every component the entry exports, longest first. */
  components: readonly string[];
  componentSet: ReadonlySet<string>;
}

/**
 * A prop a generic helper declares from a member of its type parameter (Mantine's
 * `StylesApiProps<Payload>`: `variant?: Payload['variant']`): its type is the component's own
 * (`ButtonVariant`), so the prop is. A parameter used whole (`onClick?: MouseEventHandler<T>`, of
 * an element type) is not.
 */
function fromTypeParameter(tsc: TypeScript, declaration: ts.Declaration): boolean {
  const typeNode = (tsc.isPropertySignature(declaration) || tsc.isPropertyDeclaration(declaration)) && declaration.type;
  if (!typeNode) return false;
  let container: ts.Node | undefined = declaration.parent;
  while (container && !tsc.isInterfaceDeclaration(container) && !tsc.isTypeAliasDeclaration(container)) container = container.parent;
  const parameters = new Set(
    (container && (container as ts.InterfaceDeclaration | ts.TypeAliasDeclaration).typeParameters?.map((parameter) => parameter.name.text)) ?? [],
  );
  if (parameters.size === 0) return false;
  const uses = (node: ts.Node): boolean =>
    (tsc.isIndexedAccessTypeNode(node) &&
      tsc.isTypeReferenceNode(node.objectType) &&
      tsc.isIdentifier(node.objectType.typeName) &&
      parameters.has(node.objectType.typeName.text)) ||
    (tsc.forEachChild(node, uses) ?? false);
  return uses(typeNode);
}

/** Props every component of a library like MUI declares through shared helpers, yet documents as its own. */
const SHARED_OWN_PROPS = new Set(['component', 'slots', 'slotProps']);

function ownerOfDeclaration(context: OwnerContext, declaration: ts.Declaration, propName: string): PropOwner {
  const fileName = declaration.getSourceFile().fileName;
  if (NATIVE_FILE.test(fileName)) return { kind: 'native' };
  const container = containerName(context.tsc, declaration);
  const byName = container ? componentOfName(container, context.components) : undefined;
  const owner = byName ?? componentOfFile(fileName, context.componentSet);
  // A namespace's member (`Menu.Item`) is declared as the component its name joins (`MenuItem`).
  if (owner === context.name || owner === context.name.replaceAll('.', '')) return { kind: 'own' };
  if (owner !== undefined) return { kind: 'component', name: owner };
  if (fileName === context.file || SHARED_OWN_PROPS.has(propName) || fromTypeParameter(context.tsc, declaration)) return { kind: 'own' };
  return { kind: 'other' };
}

/** A prop is the component's own when any of its declarations is (a prop redeclared by the component overrides its base's). */
export function ownerOf(context: OwnerContext, symbol: ts.Symbol): { owner: PropOwner; declaration: ts.Declaration | undefined } {
  const declarations = symbol.declarations ?? [];
  const owners = declarations.map((declaration) => ({ owner: ownerOfDeclaration(context, declaration, symbol.name), declaration }));
  return (
    owners.find(({ owner }) => owner.kind === 'own') ??
    owners.find(({ owner }) => owner.kind === 'component') ??
    owners[0] ?? { owner: { kind: 'other' }, declaration: undefined }
  );
}
