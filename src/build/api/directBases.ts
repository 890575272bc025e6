import type ts from 'typescript';
import { NATIVE_FILE, ownerOfContainer, type OwnerContext } from './owner.js';

/** How deep the walk follows undocumented types (`StandardProps<…>`, `ExtendButtonBaseTypeMap<…>`, SwitchBaseProps). */
const MAX_DEPTH = 8;

/**
 * The documented components whose props the component's props extend directly, in the order its
 * declarations name them: Input's InputBase (`InputProps extends StandardProps<InputBaseProps>`),
 * Checkbox's ButtonBase (through SwitchBaseProps, which has no page), SwipeableDrawer's Drawer (not
 * Drawer's own base, Modal), Select's Input, FilledInput and OutlinedInput (not InputBase, theirs).
 * Read from the declarations (interfaces' `extends`, aliases' intersections, type arguments),
 * following the types that name no other documented component.
 */
export function directBases(tsc: TypeScript, checker: ts.TypeChecker, roots: readonly ts.Node[], context: OwnerContext): string[] {
  const bases: string[] = [];
  const seen = new Set<ts.Node>();
  const visitSymbol = (symbol: ts.Symbol | undefined, depth: number) => {
    if (!symbol || depth > MAX_DEPTH) return;
    const target = symbol.flags & tsc.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
    for (const declaration of target.declarations ?? []) {
      if (seen.has(declaration) || NATIVE_FILE.test(declaration.getSourceFile().fileName)) continue;
      seen.add(declaration);
      if (tsc.isInterfaceDeclaration(declaration)) {
        for (const clause of declaration.heritageClauses ?? []) for (const type of clause.types) visitReference(type.expression, type.typeArguments, depth);
        visitMembers(declaration.members, depth);
      } else if (tsc.isTypeAliasDeclaration(declaration)) visitNode(declaration.type, depth);
    }
  };
  const visitReference = (name: ts.Node, typeArguments: ts.NodeArray<ts.TypeNode> | undefined, depth: number) => {
    const text = tsc.isIdentifier(name) ? name.text : tsc.isPropertyAccessExpression(name) ? name.name.text : tsc.isQualifiedName(name) ? name.right.text : '';
    let symbol = checker.getSymbolAtLocation(name);
    if (symbol && symbol.flags & tsc.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const file = symbol?.declarations?.[0]?.getSourceFile();
    const owner = text && file && !NATIVE_FILE.test(file.fileName) ? ownerOfContainer(context, text, file) : undefined;
    if (owner?.kind === 'component') {
      if (!bases.includes(owner.name)) bases.push(owner.name);
    } else visitSymbol(symbol, depth + 1);
    for (const argument of typeArguments ?? []) visitNode(argument, depth + 1);
  };
  // Of an object type only a type map's `props` (MUI's `{ props: …; defaultComponent: … }`): a prop typed with another component's props (`PaperProps?: PaperProps`) is no base.
  const visitMembers = (members: ts.NodeArray<ts.TypeElement>, depth: number) => {
    for (const member of members) {
      if (tsc.isPropertySignature(member) && member.type && tsc.isIdentifier(member.name) && member.name.text === 'props') visitNode(member.type, depth);
    }
  };
  const visitNode = (node: ts.Node, depth: number): void => {
    if (depth > MAX_DEPTH) return;
    if (tsc.isTypeReferenceNode(node)) visitReference(node.typeName, node.typeArguments, depth);
    else if (tsc.isExpressionWithTypeArguments(node)) visitReference(node.expression, node.typeArguments, depth);
    else if (tsc.isTypeLiteralNode(node)) visitMembers(node.members, depth);
    else if (tsc.isIndexedAccessTypeNode(node)) visitNode(node.objectType, depth);
    else tsc.forEachChild(node, (child) => visitNode(child, depth));
  };
  for (const root of roots) {
    if (tsc.isClassDeclaration(root) || tsc.isClassExpression(root)) {
      for (const clause of root.heritageClauses ?? []) for (const type of clause.types) visitReference(type.expression, type.typeArguments, 0);
    } else visitNode(root, 0);
  }
  return bases;
}

type TypeScript = OwnerContext['tsc'];
