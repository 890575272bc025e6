import type { ComponentApi } from '../api/types.js';
import type { Diagnostic } from '../util/diagnostics.js';
import type { LinkRef } from '../markdown/types.js';
import type { SourcePage } from './readPages.js';

/** A table row's anchor as `apiPageMarkdown` writes it, first in the row. */
const ROW_ANCHOR = /^\| <span id="([^"]+)"/;

/** The place of the JSDoc behind each row of an API page's body, by 1-based line; undefined when none is known. */
export function apiLinePlaces(body: string, api: Pick<ComponentApi, 'docPlaces'>): SourcePage['linePlaces'] {
  if (!api.docPlaces) return undefined;
  const places: NonNullable<SourcePage['linePlaces']> = {};
  body.split('\n').forEach((line, index) => {
    const row = ROW_ANCHOR.exec(line)?.[1];
    const place = row === undefined ? undefined : api.docPlaces![row];
    if (place) places[index + 1] = place;
  });
  return Object.keys(places).length > 0 ? places : undefined;
}

/**
 * Links and problems of a generated page placed where the text they are in was written (an API
 * page's row: its JSDoc in the component's source, see `linePlaces`); the others as they are.
 */
export function placeAtSource<T extends LinkRef | Diagnostic>(page: Pick<SourcePage, 'linePlaces'>, items: readonly T[]): T[] {
  const places = page.linePlaces;
  if (!places) return [...items];
  return items.map((item) => {
    const place = places[item.line];
    return place ? { ...item, file: place.file, line: place.line, column: 1 } : item;
  });
}
