import { createRequire } from 'node:module';
import type ts from 'typescript';

/** A step into the config: a key, an array index, or the array element that is this string (a name in `components`). */
export type ConfigPathStep = string | number | { element: string };

let typescript: typeof ts | undefined;
/** TypeScript's parser, loaded only to place a config problem (it is 9 MB of JavaScript). */
const tsc = (): typeof ts => (typescript ??= createRequire(import.meta.url)('typescript') as typeof ts);

/** What an expression stands for: `defineConfig({…})`, `{…} satisfies Config`, `(…)`, a variable's initializer. */
function unwrap(tsc: typeof ts, node: ts.Node, file: ts.SourceFile): ts.Node {
  for (let depth = 0; depth < 10; depth++) {
    if (tsc.isParenthesizedExpression(node) || tsc.isSatisfiesExpression(node) || tsc.isAsExpression(node)) node = node.expression;
    else if (tsc.isCallExpression(node) && node.arguments[0]) node = node.arguments[0];
    else if (tsc.isIdentifier(node)) {
      const name = node.text;
      const declaration = file.statements
        .filter(tsc.isVariableStatement)
        .flatMap((statement) => statement.declarationList.declarations)
        .find((candidate) => tsc.isIdentifier(candidate.name) && candidate.name.text === name);
      if (!declaration?.initializer) return node;
      node = declaration.initializer;
    } else return node;
  }
  return node;
}

/** The config's object: the JSON document, `export default …` or `module.exports = …`. */
function configObject(tsc: typeof ts, file: ts.SourceFile, json: boolean): ts.Node | undefined {
  for (const statement of file.statements) {
    if (json && tsc.isExpressionStatement(statement)) return statement.expression;
    if (tsc.isExportAssignment(statement)) return statement.expression;
    if (tsc.isExpressionStatement(statement) && tsc.isBinaryExpression(statement.expression) && statement.expression.left.getText(file) === 'module.exports') {
      return statement.expression.right;
    }
  }
  return undefined;
}

const propertyName = (tsc: typeof ts, name: ts.PropertyName): string | undefined =>
  tsc.isIdentifier(name) || tsc.isStringLiteral(name) || tsc.isNumericLiteral(name) || tsc.isNoSubstitutionTemplateLiteral(name) ? name.text : undefined;

/**
 * The 1-based line of the value at `steps` (`['api', 1, 'components', { element: 'Gadget' }]`) in
 * the text of a config file (JSON, JavaScript or TypeScript), read with TypeScript's parser: each
 * array item at its own line. When the path leaves what is written (a value computed elsewhere),
 * the line of the deepest part found (`complete` false); 0 when not even its first key is written.
 */
export function lineOfConfigPath(fileName: string, text: string, steps: readonly ConfigPathStep[]): { line: number; complete: boolean } {
  const parser = tsc();
  const json = /\.json$/i.test(fileName);
  const file = parser.createSourceFile(fileName, text, parser.ScriptTarget.Latest, true, json ? parser.ScriptKind.JSON : parser.ScriptKind.TS);
  let node = configObject(parser, file, json);
  let found: ts.Node | undefined;
  let depth = 0;
  for (const step of steps) {
    if (!node) break;
    node = unwrap(parser, node, file);
    let next: ts.Node | undefined;
    if (parser.isArrayLiteralExpression(node)) {
      next =
        typeof step === 'number'
          ? node.elements[step]
          : typeof step === 'object'
            ? node.elements.find(
                (element) => (parser.isStringLiteral(element) || parser.isNoSubstitutionTemplateLiteral(element)) && element.text === step.element,
              )
            : undefined;
    } else if (parser.isObjectLiteralExpression(node) && typeof step === 'string') {
      const property = node.properties.find((candidate) => candidate.name !== undefined && propertyName(parser, candidate.name) === step);
      if (property) found = property;
      next = !property
        ? undefined
        : parser.isPropertyAssignment(property)
          ? property.initializer
          : parser.isShorthandPropertyAssignment(property)
            ? property.name
            : undefined;
      if (property && !next) break;
    }
    if (!next) break;
    found = next;
    node = next;
    depth++;
  }
  return { line: found ? file.getLineAndCharacterOfPosition(found.getStart(file)).line + 1 : 0, complete: depth === steps.length };
}
