import { parse, parseExpressionAt, type Expression, type Node, type Program, type Property, type SpreadElement } from 'acorn';
import { transform } from 'sucrase';

/** A step into the config: a key, an array index, or the array element that is this string (a name in `components`). */
export type ConfigPathStep = string | number | { element: string };

/** The text of a string literal (`'x'`, `"x"`, `` `x` `` without placeholders), else undefined. */
function stringValue(node: Node | null | undefined): string | undefined {
  if (node?.type === 'Literal') {
    const { value } = node as Extract<Expression, { type: 'Literal' }>;
    return typeof value === 'string' ? value : undefined;
  }
  if (node?.type === 'TemplateLiteral') {
    const template = node as Extract<Expression, { type: 'TemplateLiteral' }>;
    return template.expressions.length === 0 ? (template.quasis[0]?.value.cooked ?? undefined) : undefined;
  }
  return undefined;
}

/** The top-level `const name = …` (exported or not) of the module. */
function initializerOf(program: Program, name: string): Expression | undefined {
  for (const statement of program.body) {
    const declaration =
      statement.type === 'VariableDeclaration'
        ? statement
        : statement.type === 'ExportNamedDeclaration' && statement.declaration?.type === 'VariableDeclaration'
          ? statement.declaration
          : undefined;
    const found = declaration?.declarations.find((candidate) => candidate.id.type === 'Identifier' && candidate.id.name === name);
    if (found) return found.init ?? undefined;
  }
  return undefined;
}

/** What an expression stands for: `defineConfig({…})` (its first argument), a variable's initializer. */
function unwrap(program: Program | undefined, node: Node): Node {
  for (let depth = 0; depth < 10; depth++) {
    if (node.type === 'CallExpression') {
      const first = (node as Extract<Expression, { type: 'CallExpression' }>).arguments[0];
      if (!first || first.type === 'SpreadElement') return node;
      node = first;
    } else if (node.type === 'Identifier' && program) {
      const initializer = initializerOf(program, (node as Extract<Expression, { type: 'Identifier' }>).name);
      if (!initializer) return node;
      node = initializer;
    } else return node;
  }
  return node;
}

/** The config's object: `export default …` or `module.exports = …`. */
function configObject(program: Program, text: string): Node | undefined {
  for (const statement of program.body) {
    if (statement.type === 'ExportDefaultDeclaration') return statement.declaration;
    if (statement.type === 'ExpressionStatement' && statement.expression.type === 'AssignmentExpression') {
      const { left, right } = statement.expression;
      if (text.slice(left.start, left.end) === 'module.exports') return right;
    }
  }
  return undefined;
}

/** The name of a property as written (`a`, `'a'`, `1`); undefined for a computed one. */
function propertyName(property: Property): string | undefined {
  if (property.computed) return undefined;
  if (property.key.type === 'Identifier') return property.key.name;
  if (property.key.type === 'Literal')
    return typeof property.key.value === 'string' || typeof property.key.value === 'number' ? String(property.key.value) : undefined;
  return undefined;
}

/**
 * The config's text parsed: JSON as one expression; a module (TypeScript or JavaScript) with its
 * types removed by Sucrase, which keeps every line where it was, then read by acorn. Undefined
 * when it does not parse.
 */
function parseConfig(fileName: string, text: string): { program?: Program; root: Node | undefined } | undefined {
  const options = { ecmaVersion: 'latest', locations: true } as const;
  try {
    if (/\.json$/i.test(fileName)) return { root: text.trim() === '' ? undefined : parseExpressionAt(text, 0, options) };
    const plain = transform(text, { transforms: ['typescript'], disableESTransforms: true, keepUnusedImports: true }).code;
    let program: Program;
    try {
      program = parse(plain, { ...options, sourceType: 'module' });
    } catch {
      program = parse(plain, { ...options, sourceType: 'script' });
    }
    return { program, root: configObject(program, plain) };
  } catch {
    return undefined;
  }
}

/**
 * The 1-based line of the value at `steps` (`['api', 1, 'components', { element: 'Gadget' }]`) in
 * the text of a config file (JSON, JavaScript or TypeScript): each array item at its own line.
 * When the path leaves what is written (a value computed elsewhere), the line of the deepest part
 * found (`complete` false); 0 when not even its first key is written. Read with Sucrase and acorn
 * (docsgen's own dependencies), not TypeScript, which a site without API pages need not install.
 */
export function lineOfConfigPath(fileName: string, text: string, steps: readonly ConfigPathStep[]): { line: number; complete: boolean } {
  const parsed = parseConfig(fileName, text);
  let node: Node | undefined = parsed?.root;
  let found: Node | undefined;
  let depth = 0;
  for (const step of steps) {
    if (!node) break;
    node = unwrap(parsed?.program, node);
    let next: Node | undefined;
    if (node.type === 'ArrayExpression') {
      const elements = (node as Extract<Expression, { type: 'ArrayExpression' }>).elements;
      next =
        typeof step === 'number'
          ? (elements[step] ?? undefined)
          : typeof step === 'object'
            ? (elements.find((element) => stringValue(element) === step.element) ?? undefined)
            : undefined;
    } else if (node.type === 'ObjectExpression' && typeof step === 'string') {
      const properties = (node as Extract<Expression, { type: 'ObjectExpression' }>).properties;
      const property = properties.find(
        (candidate: Property | SpreadElement): candidate is Property => candidate.type === 'Property' && propertyName(candidate) === step,
      );
      if (property) found = property;
      // A method or accessor has no value to go into.
      next = property && property.kind === 'init' && !property.method ? property.value : undefined;
      if (property && !next) break;
    }
    if (!next) break;
    found = next;
    node = next;
    depth++;
  }
  return { line: found?.loc ? found.loc.start.line : 0, complete: depth === steps.length };
}
