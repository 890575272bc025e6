import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { withBase } from '../util/routes.js';
import { PageMain } from '../../runtime/components/PageMain.js';
import type { PageData } from '../../shared/types.js';
import { renderDocument } from './document.js';
import { renderLinkList } from './navHtml.js';
import { bodyParts } from './pageDocument.js';
import type { Shared } from './shared.js';

/** The 404 page: the site's header and default links, and a way home. */
export function notFoundPage(shared: Shared): string {
  const { config, labels, navigation } = shared;
  const base = config.base;
  const body = `<h1>${labels.notFoundTitle}</h1><p class="description">${labels.notFoundDescription}</p><p><a href="${withBase(base, '/')}">${labels.goHome}</a></p>`;
  const main = renderToStaticMarkup(createElement(PageMain, { bodyHtml: body, toc: [], labels: { contents: labels.contents, ...labels.pager } }));
  const pageData: PageData = { route: '/404/', base, productId: null, productCategoryId: null, language: 'en', labels: labels.runtime };
  return renderDocument(
    {
      title: `${labels.notFoundTitle} - ${config.title}`,
      description: labels.notFoundDescription,
      canonical: undefined,
      productId: null,
      productCategoryId: null,
      siteName: config.title,
      extra: shared.head + navigation.siteShell.headerStyles,
    },
    bodyParts(shared, navigation.siteShell, renderLinkList(navigation.defaultNavNodes, undefined, labels.nav), main, pageData),
  );
}
