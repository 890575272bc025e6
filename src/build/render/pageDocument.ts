import { NAV_DATA_ATTRIBUTE } from '../../shared/navData.js';
import type { PageData } from '../../shared/types.js';
import { escapeHtml, scriptJson } from '../util/html.js';
import type { Shell } from './shells.js';
import type { Shared } from './shared.js';
import { PAGE_DATA_ID, SHELL_CLASS, SIDENAV_CLASS } from '../../shared/dom.js';
import { LAYOUT_CLASS, MAIN_ID } from '../../shared/dom.js';

/** Every page's body around its main part: header, side navigation, page data and runtime. */
export function bodyParts(shared: Shared, shell: Shell, navHtml: string, main: string, pageData: PageData): string {
  const { labels } = shared;
  return [
    shared.colorSchemeScript,
    // One stacking layer (see SHELL_CLASS): overlays appended to <body> after it are above all of it.
    `<div class="${SHELL_CLASS}">`,
    `<a class="docsgen-skip-link" href="#${MAIN_ID}">${labels.skipToContent}</a>`,
    ...(shared.slots.banner === undefined ? [] : [shared.slots.banner]),
    shell.headerHtml,
    `<div class="${LAYOUT_CLASS}">`,
    `<nav class="${SIDENAV_CLASS}" aria-label="${labels.mainNavigation}"${navDataAttribute(shell)}>${navHtml}</nav>`,
    main,
    '</div>',
    '</div>',
    `<script type="application/json" id="${PAGE_DATA_ID}">${scriptJson(pageData)}</script>`,
    `<script type="module" src="${shared.config.base}${shared.runtime.entry}"></script>`,
  ].join('\n');
}

/** Where the browser finds the product's nav data, for pages whose product has it (a wide level). */
const navDataAttribute = (shell: Shell) => (shell.nav?.dataHref ? ` ${NAV_DATA_ATTRIBUTE}="${escapeHtml(shell.nav.dataHref)}"` : '');
