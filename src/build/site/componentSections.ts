import { API_TABS, apiSlug, componentRoute, isHookName, sourceRoute } from '../api/kebab.js';
import type { SiteConfig } from '../config/schema.js';
import type { Diagnostic } from '../util/diagnostics.js';
import type { Dictionary } from '../../shared/types.js';
import type { LinkRef } from '../markdown/types.js';
import { label } from '../util/labels.js';
import type { ComponentPage } from './componentPage.js';
import type { SourcePage } from './readPages.js';

/** The route of a component's or hook's API page for a page of a product, when the site has that page. */
export type ApiRouteOf = (name: string, page: Pick<SourcePage, 'route' | 'productId'>) => string | undefined;

/**
 * Where the API page of `name` is: the page's own API tab (`components-api/#<kebab-name>`, when an
 * `api` entry of its product has `layout: 'tabs'`), the page config `api` generates for the page's
 * product, else a page at `/<product>/api/<kebab-name>/` (MUI's place for it) — the first of them the site has.
 */
export function apiRouteResolver(config: Pick<SiteConfig, 'api'>, routes: ReadonlySet<string>): ApiRouteOf {
  return (name, page) => {
    const firstSegment = page.route.split('/')[1];
    const sources = config.api.filter((source) => source.product === page.productId);
    // `layout: 'tabs'`: the page's own tab documents what its front matter lists.
    const tab = `${page.route}${API_TABS[isHookName(name) ? 'hooks' : 'components']}`;
    const candidates = [
      ...(sources.some((source) => source.layout === 'tabs') ? [{ route: tab, hash: `#${apiSlug(name)}` }] : []),
      ...sources.map((source) => ({ route: componentRoute(sourceRoute(source.product, source.route), name), hash: '' })),
      ...(page.productId ? [{ route: `/${page.productId}/api/${apiSlug(name)}/`, hash: '' }] : []),
      ...(firstSegment ? [{ route: `/${firstSegment}/api/${apiSlug(name)}/`, hash: '' }] : []),
    ];
    const found = candidates.find(({ route }) => routes.has(route));
    return found && `${found.route}${found.hash}`;
  };
}

/** Markdown punctuation in a label, escaped so that it reads as the text it is. */
const escapeMarkdown = (text: string): string => text.replace(/[\\`*_{}[\]()<>#+!|~]/g, '\\$&');

/**
 * The sections MUI appends to a component page, as markdown: "Unstyled" (front matter `unstyled`)
 * and "API", listing the API page of each of `components` and `hooks` — a link where the site
 * has that page, the name alone where it has not. Empty when the page asks for neither.
 */
export function componentSectionsMarkdown(
  componentPage: ComponentPage,
  page: Pick<SourcePage, 'route' | 'productId'>,
  apiRouteOf: ApiRouteOf,
  dictionary: Dictionary,
): string {
  const t = (key: string) => label(dictionary, `componentPage.${key}`);
  const sections: string[] = [];
  if (componentPage.unstyled) {
    const link = `[${escapeMarkdown(t('unstyledLink'))}](<${componentPage.unstyled}>)`;
    const [before = '', after = ''] = t('unstyledDescription').split('{link}');
    sections.push(`## ${escapeMarkdown(t('unstyled'))}\n\n:::success\n${escapeMarkdown(before)}${link}${escapeMarkdown(after)}\n:::`);
  }
  const entries = [
    ...componentPage.components.map((name) => ({ name, text: `<${name} />` })),
    ...componentPage.hooks.map((name) => ({ name, text: `${name}()` })),
  ];
  if (entries.length > 0) {
    const items = entries.map(({ name, text }) => {
      const route = apiRouteOf(name, page);
      return route ? `- [\`${text}\`](${route})` : `- \`${text}\``;
    });
    sections.push(`## ${escapeMarkdown(t('api'))}\n\n${escapeMarkdown(t('apiDescription'))}\n\n${items.join('\n')}`);
  }
  return sections.join('\n\n');
}

/** A page's body with its component sections after it, and how to place what they report. */
export interface BodyWithSections {
  body: string;
  /**
   * Links and problems met in the appended sections are placed at the front matter key that made
   * them (their lines are past the end of the file): the other ones are left as they are.
   */
  place<T extends LinkRef | Diagnostic>(items: readonly T[]): T[];
}

/** The body to render or outline for `page`: its own, followed by its component sections, if any. */
export function bodyWithSections(
  page: Pick<SourcePage, 'body' | 'lineOffset' | 'route' | 'productId' | 'componentPage'>,
  apiRouteOf: ApiRouteOf,
  dictionary: Dictionary,
): BodyWithSections {
  const sections = page.componentPage ? componentSectionsMarkdown(page.componentPage, page, apiRouteOf, dictionary) : '';
  if (sections === '') return { body: page.body, place: (items) => [...items] };
  let lastBodyLine = page.lineOffset + 1;
  for (let at = page.body.indexOf('\n'); at !== -1; at = page.body.indexOf('\n', at + 1)) lastBodyLine++;
  const { lines } = page.componentPage!;
  const keyLine = lines.unstyled ?? lines.components ?? lines.hooks ?? 1;
  return {
    // Blank lines first: whatever block the body ends with (a list, a paragraph) ends there.
    body: `${page.body}\n\n${sections}\n`,
    place: (items) => items.map((item) => (item.line > lastBodyLine ? { ...item, line: keyLine, column: 1 } : item)),
  };
}
