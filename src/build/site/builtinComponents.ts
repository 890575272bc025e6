/**
 * MUI's docs components that docsgen draws itself, by the name their `{{"component": …}}` uses:
 * `modules/components/ComponentLinkHeader.js`, with any folder before it, `.js`, `.jsx`, `.ts`,
 * `.tsx` or no extension. Other MUI docs components are the site's to provide (config `components`).
 */
export type BuiltinComponent = 'ComponentLinkHeader';

const BUILTINS: ReadonlySet<string> = new Set<BuiltinComponent>(['ComponentLinkHeader']);

/** The built-in a directive's name stands for, if any. */
export function builtinComponent(name: string): BuiltinComponent | undefined {
  const base = name.slice(name.lastIndexOf('/') + 1).replace(/\.(?:jsx?|tsx?)$/, '');
  return BUILTINS.has(base) ? (base as BuiltinComponent) : undefined;
}
