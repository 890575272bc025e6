/** `ButtonBase` → `button-base`, `TextField` → `text-field`, `SVGIcon` → `svg-icon`, `Unstable_TrapFocus` → `unstable-trap-focus`, `Menu.Root` → `menu-root`. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[_.\s]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/** The route of a component's API page under its source's route. */
export const componentRoute = (route: string, name: string): string => `${route}${kebabCase(name)}/`;

/** A source's route: config `route` or `/<product>/api/`. */
export const sourceRoute = (product: string, route: string | undefined): string => route ?? `/${product}/api/`;
