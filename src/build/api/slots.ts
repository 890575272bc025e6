import type ts from 'typescript';
import { jsDocOf } from './jsdoc.js';
import type { ClassApi, SlotApi } from './types.js';
import type { TypeScript } from './typescript.js';

/** The members of the component's `slots` prop: each slot's name, JSDoc, default and class. */
export function extractSlots(tsc: TypeScript, checker: ts.TypeChecker, slotsProp: ts.Symbol | undefined, classes: readonly ClassApi[]): SlotApi[] | undefined {
  if (!slotsProp) return undefined;
  const type = checker.getNonNullableType(checker.getTypeOfSymbol(slotsProp));
  const slots = checker.getPropertiesOfType(type).map((slot) => {
    const { description, tags } = jsDocOf(tsc, checker, slot);
    const className = classes.find((entry) => entry.key === slot.name)?.className;
    const defaultValue = tags.get('default');
    return { name: slot.name, description, ...(defaultValue ? { default: defaultValue } : {}), ...(className ? { className } : {}) };
  });
  return slots.length > 0 ? slots : undefined;
}
