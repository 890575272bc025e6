import { API_TABS, apiSlug, componentRoute, withoutUnstable, type ApiTab } from '../api/kebab.js';
import type { ApiSourceResult, ApiTabPage } from '../api/types.js';
import type { SiteConfig } from '../config/schema.js';
import { pageTitle } from './apiDemoLinks.js';
import type { SourcePage } from './readPages.js';

/** Whether a front matter name (`Button`, `NumberInput`, `Unstable_NumberInput`) stands for an export. */
const names = (listed: string, exported: string) => listed === exported || listed === withoutUnstable(exported);

/**
 * The sources with their components and hooks placed where config `layout` puts them. With
 * `tabs`, each page of the product whose front matter lists some of a source's components
 * (`components:`) gets a `components-api/` tab documenting them, one whose front matter lists
 * hooks (`hooks:`) a `hooks-api/` tab; a component or hook goes to `<tab route>#<kebab-name>` of
 * the first page listing it. One no page lists keeps its page at `<route><kebab-name>/` — a hook
 * only when config `hooks` asks for every hook or names it (else it has no page). `pages`
 * sources are left as they are.
 */
export function placeApiTabs(sources: readonly ApiSourceResult[], config: Pick<SiteConfig, 'api'>, pages: readonly SourcePage[]): ApiSourceResult[] {
  return sources.map((source) => {
    const entry = config.api[source.index];
    if (entry?.layout !== 'tabs') return source;
    const componentNames = source.components.map(({ api }) => api.name);
    const hookNames = (source.hooks ?? []).map(({ api }) => api.name);
    const tabPages: ApiTabPage[] = [];
    const placed = new Map<string, { route: string; anchor: string }>();
    for (const page of pages) {
      if (page.generated || page.productId !== source.product || !page.componentPage) continue;
      const documented = (tab: ApiTab): string[] => {
        const listed = tab === 'components' ? page.componentPage!.components : page.componentPage!.hooks;
        const exported = tab === 'components' ? componentNames : hookNames;
        return listed.flatMap((name) => exported.filter((candidate) => names(name, candidate))).filter((name, at, all) => all.indexOf(name) === at);
      };
      const tabs = (['components', 'hooks'] as const).map((tab) => ({ tab, route: `${page.route}${API_TABS[tab]}`, names: documented(tab) }));
      const made = tabs.filter((tab) => tab.names.length > 0);
      for (const tab of made) {
        const sibling = made.find((other) => other !== tab);
        tabPages.push({
          route: tab.route,
          tab: tab.tab,
          pageRoute: page.route,
          pageTitle: pageTitle(page),
          ...(sibling ? { siblingRoute: sibling.route } : {}),
          names: tab.names,
        });
        for (const name of tab.names) if (!placed.has(name)) placed.set(name, { route: tab.route, anchor: apiSlug(name) });
      }
    }
    const place = <T extends { api: { name: string }; route: string; anchor?: string }>({ anchor: _placedBefore, ...item }: T): T => {
      const at = placed.get(item.api.name);
      return (at ? { ...item, route: at.route, anchor: at.anchor } : { ...item, route: componentRoute(source.route, item.api.name) }) as T;
    };
    // Unset, `hooks` documents only the hooks the pages list.
    const keepUnlisted = entry.hooks !== undefined;
    const hooks = (source.hooks ?? []).filter((hook) => keepUnlisted || placed.has(hook.api.name)).map(place);
    return { ...source, components: source.components.map(place), hooks, tabPages };
  });
}
