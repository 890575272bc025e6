import type ts from 'typescript';
import type { TypeScript } from './typescript.js';

/** The function a component's declaration holds: itself, or the one given to `forwardRef(…)`/`memo(…)`. */
function componentFunction(tsc: TypeScript, node: ts.Node | undefined, depth = 0): ts.SignatureDeclaration | undefined {
  if (!node || depth > 3) return undefined;
  if (tsc.isFunctionDeclaration(node) || tsc.isFunctionExpression(node) || tsc.isArrowFunction(node)) return node;
  if (tsc.isVariableDeclaration(node)) return componentFunction(tsc, node.initializer, depth + 1);
  if (tsc.isCallExpression(node)) {
    for (const argument of node.arguments) {
      const found = componentFunction(tsc, argument, depth + 1);
      if (found) return found;
    }
  }
  if (tsc.isParenthesizedExpression(node) || tsc.isAsExpression(node) || tsc.isSatisfiesExpression(node))
    return componentFunction(tsc, node.expression, depth + 1);
  return undefined;
}

/**
 * Defaults written in the component's source: `function Widget({ size = 'medium' }: WidgetProps)`
 * (declarations have no bodies: none there).
 */
export function destructuringDefaults(tsc: TypeScript, symbol: ts.Symbol): Map<string, string> {
  const defaults = new Map<string, string>();
  const declaration = symbol.valueDeclaration ?? symbol.declarations?.[0];
  const fn = componentFunction(tsc, declaration);
  const props = fn?.parameters[0]?.name;
  if (!props || !tsc.isObjectBindingPattern(props)) return defaults;
  for (const element of props.elements) {
    if (!element.initializer || element.dotDotDotToken) continue;
    const key = element.propertyName ?? element.name;
    if (tsc.isIdentifier(key) || tsc.isStringLiteral(key)) defaults.set(key.text, element.initializer.getText().replace(/\s+/g, ' '));
  }
  return defaults;
}
