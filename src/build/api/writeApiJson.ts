import type { OutputWriter } from '../emit/outputWriter.js';
import type { ApiSourceResult, ComponentApi, HookApi } from './types.js';

/** The `api.json` record of a component: its API, the inheritance linked when that component has a page. */
export function apiJson({ sourceFile: _sourceFile, docPlaces: _docPlaces, ...api }: ComponentApi, routeOf: (name: string) => string | undefined): ComponentApi {
  const inheritance =
    api.inheritance && 'component' in api.inheritance
      ? { ...api.inheritance, ...(routeOf(api.inheritance.component) ? { route: routeOf(api.inheritance.component)! } : {}) }
      : api.inheritance;
  return { ...api, ...(inheritance ? { inheritance } : {}) };
}

/** Writes `api.json` beside the `index.html` of each API page among `routes` (a shard's pages, or all): a tab page's holds the records of its sections, in order. */
export function writeApiJson(writer: OutputWriter, sources: readonly ApiSourceResult[], routes: ReadonlySet<string>): void {
  const byName = new Map<string, string>();
  for (const source of sources) {
    for (const { api, route, anchor } of [...source.components, ...(source.hooks ?? [])])
      if (!byName.has(api.name)) byName.set(api.name, anchor ? `${route}#${anchor}` : route);
  }
  const record = (api: ComponentApi | HookApi) => ('props' in api ? apiJson(api, (name) => byName.get(name)) : withoutSourceFile(api));
  const write = (route: string, value: unknown) => writer.write(`${route.slice(1)}api.json`, `${JSON.stringify(value, null, 2)}\n`);
  for (const source of sources) {
    const items = [...source.components, ...(source.hooks ?? [])];
    for (const { api, route, anchor } of items) if (!anchor && routes.has(route)) write(route, record(api));
    const byTabName = new Map(items.map(({ api }) => [api.name, api]));
    for (const tabPage of source.tabPages ?? []) {
      if (routes.has(tabPage.route))
        write(
          tabPage.route,
          tabPage.names.flatMap((name) => (byTabName.has(name) ? [record(byTabName.get(name)!)] : [])),
        );
    }
  }
}

const withoutSourceFile = ({ sourceFile: _sourceFile, ...api }: HookApi): HookApi => api;
