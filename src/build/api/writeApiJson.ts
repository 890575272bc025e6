import type { OutputWriter } from '../emit/outputWriter.js';
import type { ApiSourceResult, ComponentApi } from './types.js';

/** The `api.json` record of a component: its API, the inheritance linked when that component has a page. */
export function apiJson({ sourceFile: _sourceFile, docPlaces: _docPlaces, ...api }: ComponentApi, routeOf: (name: string) => string | undefined): ComponentApi {
  const inheritance =
    api.inheritance && 'component' in api.inheritance
      ? { ...api.inheritance, ...(routeOf(api.inheritance.component) ? { route: routeOf(api.inheritance.component)! } : {}) }
      : api.inheritance;
  return { ...api, ...(inheritance ? { inheritance } : {}) };
}

/** Writes `api.json` beside the `index.html` of each API page among `routes` (a shard's pages, or all). */
export function writeApiJson(writer: OutputWriter, sources: readonly ApiSourceResult[], routes: ReadonlySet<string>): void {
  const byName = new Map<string, string>();
  for (const source of sources) for (const { api, route } of source.components) if (!byName.has(api.name)) byName.set(api.name, route);
  for (const source of sources) {
    for (const { api, route } of source.components) {
      if (routes.has(route))
        writer.write(
          `${route.slice(1)}api.json`,
          `${JSON.stringify(
            apiJson(api, (name) => byName.get(name)),
            null,
            2,
          )}\n`,
        );
    }
  }
}
