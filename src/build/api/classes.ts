import type ts from 'typescript';
import { jsDocOf } from './jsdoc.js';
import type { ClassApi } from './types.js';
import type { TypeScript } from './typescript.js';

/** State classes every component shares (MUI's `globalStateClasses`): `.Mui-disabled`, not `.MuiButton-disabled`. */
export const GLOBAL_STATE_CLASSES = new Set([
  'active',
  'checked',
  'completed',
  'disabled',
  'error',
  'expanded',
  'focused',
  'focusVisible',
  'open',
  'readOnly',
  'required',
  'selected',
]);

/** `Button` → `buttonClasses`, `ListItemButton` → `listItemButtonClasses`. */
export const classesExportName = (component: string): string => `${component[0]!.toLowerCase()}${component.slice(1)}Classes`;

/** The CSS classes a component documents with its `<name>Classes` export: each key, its global class name and JSDoc. */
export function extractClasses(
  tsc: TypeScript,
  checker: ts.TypeChecker,
  exports: ReadonlyMap<string, ts.Symbol>,
  component: string,
  prefix = 'Mui',
): ClassApi[] | undefined {
  const exported = exports.get(classesExportName(component));
  if (!exported) return undefined;
  const symbol = exported.flags & tsc.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
  const type = checker.getTypeOfSymbol(symbol);
  return checker.getPropertiesOfType(type).map((key) => {
    const isGlobal = GLOBAL_STATE_CLASSES.has(key.name);
    return {
      key: key.name,
      className: isGlobal ? `.${prefix}-${key.name}` : `.${prefix}${component}-${key.name}`,
      description: jsDocOf(tsc, checker, key).description,
      ...(isGlobal ? { isGlobal: true as const } : {}),
    };
  });
}
