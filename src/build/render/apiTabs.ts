import type { Dictionary } from '../../shared/types.js';
import type { SourcePage } from '../site/readPages.js';
import { escapeHtml } from '../util/html.js';
import { label } from '../util/labels.js';
import { withBase } from '../util/routes.js';

/** The class of the row of a component page's tabs (its demos, its API tabs). */
export const API_TABS_CLASS = 'docsgen-api-tabs';

/**
 * The row of tabs of a component page with API tabs (config `layout: 'tabs'`), as the tabs show it
 * too: "Demos" (this page, current), "Components API", "Hooks API"; undefined for another page.
 */
export function apiTabsHtml(page: Pick<SourcePage, 'apiTabs'>, base: string, dictionary: Dictionary): string | undefined {
  if (!page.apiTabs) return undefined;
  const t = (key: string) => escapeHtml(label(dictionary, `apiPage.${key}`));
  const links = [`<strong aria-current="page">${t('demos')}</strong>`];
  if (page.apiTabs.components) links.push(`<a href="${escapeHtml(withBase(base, page.apiTabs.components))}">${t('componentsTab')}</a>`);
  if (page.apiTabs.hooks) links.push(`<a href="${escapeHtml(withBase(base, page.apiTabs.hooks))}">${t('hooksTab')}</a>`);
  return `<p class="${API_TABS_CLASS}">${links.join(' · ')}</p>`;
}
