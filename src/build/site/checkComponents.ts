import { warning, type Diagnostic } from '../util/diagnostics.js';
import type { ComponentRef } from '../markdown/types.js';
import { builtinComponent } from './builtinComponents.js';

/**
 * A `{{"component"}}` that config `components` does not name, and that is none of docsgen's
 * built-ins, is a warning (the page shows a placeholder).
 */
export function checkComponents(file: string, components: readonly ComponentRef[], configured: Readonly<Record<string, string>>): Diagnostic[] {
  return components
    .filter((component) => !Object.hasOwn(configured, component.name) && builtinComponent(component.name) === undefined)
    .map((component) =>
      warning('unknown-component', `Unknown component "${component.name}": add it to config "components"`, { file, line: component.line, column: 1 }),
    );
}
