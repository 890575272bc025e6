import path from 'node:path';
import type ts from 'typescript';
import { classesExportName } from './classes.js';
import type { DocPlace } from './types.js';
import type { TypeScript } from './typescript.js';

/** Where a symbol's JSDoc is: the file (relative to the site root, `/`-separated, `node_modules/…` for a package's) and line of its first declaration that has one. */
function placeOf(tsc: TypeScript, root: string, symbol: ts.Symbol): DocPlace | undefined {
  const declarations = symbol.declarations ?? [];
  const documented = declarations.find((declaration) => tsc.getJSDocCommentsAndTags(declaration).length > 0) ?? declarations[0];
  if (!documented) return undefined;
  const file = documented.getSourceFile();
  const start = tsc.getJSDocCommentsAndTags(documented)[0]?.getStart(file) ?? documented.getStart(file);
  return { file: path.relative(root, file.fileName).split(path.sep).join('/'), line: file.getLineAndCharacterOfPosition(start).line + 1 };
}

/**
 * The place of the JSDoc behind each row of a component's API page, by the row's anchor
 * (`prop-color`, `css-root`, `slot-root`): a broken link in a description is reported there,
 * where it can be fixed, not in the page docsgen wrote.
 */
export function docPlaces(
  tsc: TypeScript,
  checker: ts.TypeChecker,
  root: string,
  component: string,
  props: ReadonlyMap<string, ts.Symbol>,
  exports: ReadonlyMap<string, ts.Symbol>,
): Record<string, DocPlace> {
  const rows: Array<[string, ts.Symbol]> = [...props].map(([name, symbol]) => [`prop-${name}`, symbol]);
  const classes = exports.get(classesExportName(component));
  if (classes) {
    const symbol = classes.flags & tsc.SymbolFlags.Alias ? checker.getAliasedSymbol(classes) : classes;
    for (const key of checker.getPropertiesOfType(checker.getTypeOfSymbol(symbol))) rows.push([`css-${key.name}`, key]);
  }
  const slots = props.get('slots');
  if (slots) for (const slot of checker.getPropertiesOfType(checker.getNonNullableType(checker.getTypeOfSymbol(slots)))) rows.push([`slot-${slot.name}`, slot]);
  const places: Record<string, DocPlace> = {};
  for (const [row, symbol] of rows) {
    const place = placeOf(tsc, root, symbol);
    if (place) places[row] = place;
  }
  return places;
}
