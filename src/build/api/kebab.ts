/** `ButtonBase` → `button-base`, `TextField` → `text-field`, `SVGIcon` → `svg-icon`, `Grid2` → `grid-2`, `Menu.Root` → `menu-root`. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/([A-Za-z])(\d)/g, '$1-$2')
    .replace(/[_.\s]+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/**
 * An export's name without the `Unstable_` / `unstable_` prefix a library marks unstable exports
 * with (`Unstable_Grid2` → `Grid2`, `unstable_useModal` → `useModal`): the name its docs route by.
 */
export const withoutUnstable = (name: string): string => name.replace(/^unstable_(?=[A-Za-z])/i, '');

/** The route segment and anchor of an API page: `ButtonBase` → `button-base`, `Unstable_Grid2` → `grid-2`, `unstable_useModal` → `use-modal`. */
export const apiSlug = (name: string): string => kebabCase(withoutUnstable(name));

/** The route of a component's (or hook's) API page under its source's route. */
export const componentRoute = (route: string, name: string): string => `${route}${apiSlug(name)}/`;

/** A source's route: config `route` or `/<product>/api/`. */
export const sourceRoute = (product: string, route: string | undefined): string => route ?? `/${product}/api/`;

/** The tab routes of a component page (config `layout: 'tabs'`), under the page's own route. */
export const API_TABS = { components: 'components-api/', hooks: 'hooks-api/' } as const;
export type ApiTab = keyof typeof API_TABS;

/** An exported React hook's name: `useButton`, `unstable_useModal`. */
export const isHookName = (name: string): boolean => /^use[A-Z0-9]/.test(withoutUnstable(name));
