import path from 'node:path';
import type ts from 'typescript';
import type { TypeScript } from './typescript.js';

/**
 * Who declares a prop: the component documented (`own`), a base with no page of its own (`base`:
 * an internal component the package does not export, MUI's SwitchBase behind Checkbox, Radio and
 * Switch; another component's hook, `UseSwitchParameters` behind Joy's Checkbox), a component
 * documented elsewhere (its name: an exported one, Button's `disableRipple` is ButtonBase's, or
 * one of another package, react-transition-group's Transition), React's DOM types (`native`:
 * `onClick`, `aria-*`), or something else (`other`: a shared helper type's `className`, `ref`).
 */
export type PropOwner = { kind: 'own' } | { kind: 'base'; name: string } | { kind: 'component'; name: string } | { kind: 'native' } | { kind: 'other' };

export const NATIVE_FILE = /\/node_modules\/(@types\/react|react|typescript)\/|\/lib\.[\w.]*\.d\.ts$/;

/** The name of the interface, type alias or class a declaration stands in. */
function containerName(tsc: TypeScript, node: ts.Node): string | undefined {
  for (let current: ts.Node | undefined = node.parent; current; current = current.parent) {
    if (tsc.isInterfaceDeclaration(current) || tsc.isTypeAliasDeclaration(current) || tsc.isClassDeclaration(current)) return current.name?.text;
  }
  return undefined;
}

const startsWithName = (text: string, name: string) => text.startsWith(name) && (text.length === name.length || /[A-Z_]/.test(text[name.length]!));

/** `ButtonBaseOwnProps` → ButtonBase (the longest component name it starts with), `UseAutocompleteProps` → Autocomplete. */
export function componentOfName(name: string, components: readonly string[]): string | undefined {
  const bare = /^Use[A-Z]/.test(name) ? name.slice(3) : name;
  const matches = components.filter((component) => startsWithName(bare, component));
  return matches.sort((a, b) => b.length - a.length)[0];
}

/** The values a file declares at its top level, by name (`declare const SwitchBase`, `declare class Transition`). */
const fileValues = new WeakMap<ts.SourceFile, Set<string>>();
function valuesOf(tsc: TypeScript, file: ts.SourceFile): Set<string> {
  let names = fileValues.get(file);
  if (names) return names;
  names = new Set();
  for (const statement of file.statements) {
    if ((tsc.isFunctionDeclaration(statement) || tsc.isClassDeclaration(statement)) && statement.name) names.add(statement.name.text);
    if (tsc.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) if (tsc.isIdentifier(declaration.name)) names.add(declaration.name.text);
    }
  }
  fileValues.set(file, names);
  return names;
}

/**
 * The component a declaration file stands for when the interface it declares is that component's,
 * exported or not: a file that declares the component (`internal/SwitchBase.d.ts`: `SwitchBaseProps`
 * and `declare const SwitchBase`), or the component's folder (`FocusTrap/FocusTrap.types.d.ts`:
 * `FocusTrapProps`). A helper's file names no component (`OverridableComponent.d.ts`: `CommonProps`;
 * `styleFunctionSx/OverwriteCSSProperties.d.ts` declares only a type).
 */
function componentNamedByFile(tsc: TypeScript, file: ts.SourceFile, container: string): string | undefined {
  const base = path.basename(file.fileName).replace(/(\.d)?\.(m|c)?(ts|tsx)$/, '');
  const folder = path.basename(path.dirname(file.fileName));
  const byFile = startsWithName(container, base) && valuesOf(tsc, file).has(base) ? base : undefined;
  const byFolder = /^[A-Z]/.test(folder) && startsWithName(container, folder) && base.startsWith(folder) ? folder : undefined;
  return [byFile, byFolder].filter((name) => name !== undefined && /^[A-Z]/.test(name)).sort((a, b) => b!.length - a!.length)[0];
}

/** `…/node_modules/@mui/base/useSwitch/x.d.ts` → `@mui/base`; a file of the site's own: ''. */
function packageOf(fileName: string): string {
  const at = fileName.lastIndexOf('/node_modules/');
  if (at < 0) return '';
  const [first = '', second = ''] = fileName.slice(at + '/node_modules/'.length).split('/');
  return first.startsWith('@') ? `${first}/${second}` : first;
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

/** Whether a component name stands for the documented component (`Menu.Item` is declared as `MenuItem`, `Unstable_Grid2` as `Grid2`). */
export const isDocumented = (context: OwnerContext, name: string) =>
  name === context.name || name === context.name.replaceAll('.', '') || name === context.name.replace(/^Unstable_/, '');

/**
 * Whose props an interface or alias declares, by its name and file (`ButtonBaseOwnProps`: ButtonBase's;
 * `SwitchBaseProps`: an internal base's): undefined when they name no component (a helper's `CommonProps`).
 */
export function ownerOfContainer(context: OwnerContext, container: string, file: ts.SourceFile): PropOwner | undefined {
  const fileName = file.fileName;
  const byName = componentOfName(container, context.components);
  // Another component's hook (`UseSwitchParameters` behind Joy's Checkbox) is no component of its own: a base without a page.
  if (byName && /^Use[A-Z]/.test(container) && !isDocumented(context, byName)) return { kind: 'base', name: container };
  const byFile = componentNamedByFile(context.tsc, file, container);
  // The file names a more precise component than the exported one the interface's name starts with (SwitchBase, not Switch).
  const named = byFile && !context.componentSet.has(byFile) && (!byName || byFile.length > byName.length) ? byFile : undefined;
  if (named && !isDocumented(context, named)) {
    // A component the package does not export has no page: its props are listed; one of another package is documented there.
    return packageOf(fileName) === packageOf(context.file) ? { kind: 'base', name: named } : { kind: 'component', name: named };
  }
  const owner = named ?? byName;
  if (owner === undefined) return undefined;
  return isDocumented(context, owner) ? { kind: 'own' } : { kind: 'component', name: owner };
}

function ownerOfDeclaration(context: OwnerContext, declaration: ts.Declaration, propName: string): PropOwner {
  const fileName = declaration.getSourceFile().fileName;
  if (NATIVE_FILE.test(fileName)) return { kind: 'native' };
  const container = containerName(context.tsc, declaration);
  const byContainer = container ? ownerOfContainer(context, container, declaration.getSourceFile()) : undefined;
  if (byContainer) return byContainer;
  const byFile = componentOfFile(fileName, context.componentSet);
  if (byFile !== undefined) return isDocumented(context, byFile) ? { kind: 'own' } : { kind: 'component', name: byFile };
  if (fileName === context.file || SHARED_OWN_PROPS.has(propName) || fromTypeParameter(context.tsc, declaration)) return { kind: 'own' };
  return { kind: 'other' };
}

/** A prop is the component's own when any of its declarations is (a prop redeclared by the component overrides its base's). */
export function ownerOf(context: OwnerContext, symbol: ts.Symbol): { owner: PropOwner; declaration: ts.Declaration | undefined } {
  const declarations = symbol.declarations ?? [];
  const owners = declarations.map((declaration) => ({ owner: ownerOfDeclaration(context, declaration, symbol.name), declaration }));
  return (
    owners.find(({ owner }) => owner.kind === 'own') ??
    owners.find(({ owner }) => owner.kind === 'base') ??
    owners.find(({ owner }) => owner.kind === 'component') ??
    owners[0] ?? { owner: { kind: 'other' }, declaration: undefined }
  );
}
