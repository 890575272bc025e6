import type { Root } from 'hast';
import type { Dictionary } from '../../shared/types.js';
import { label } from '../util/labels.js';
import { escapeHtml } from '../util/html.js';
import { ISLAND, ISLAND_ATTRIBUTE, PAGE_ACTIONS_CLASS, PAGE_ACTIONS_DATA } from '../../shared/dom.js';

const COPY_ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false"><path fill="currentColor" d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"/></svg>';
const ARROW_ICON =
  '<svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" focusable="false"><path fill="currentColor" d="M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6 1.41-1.41z"/></svg>';

/** The links of the chat assistants the menu opens, with the prompt in their `q` parameter. */
export const ASSISTANT_URLS = {
  chatGpt: (prompt: string) => `https://chatgpt.com/?q=${encodeURIComponent(prompt)}`,
  claude: (prompt: string) => `https://claude.ai/new?q=${encodeURIComponent(prompt)}`,
};

/**
 * The "Copy page" split button under a page's title: the button copies the page's Markdown twin
 * (fetched from `twinPath`, on the site's own host), the arrow opens a menu (copy, view the twin,
 * open it in ChatGPT or Claude with a prompt naming `twinUrl`, its public address). Static HTML:
 * without JavaScript the menu is a native disclosure whose links work; the island (`pageActions`)
 * loads on first use and does the copying and the menu's keyboard.
 */
export function pageActionsHtml(twinPath: string, twinUrl: string, dictionary: Dictionary): string {
  const t = (key: string) => escapeHtml(label(dictionary, `pageActions.${key}`));
  const prompt = label(dictionary, 'pageActions.prompt').replace('{url}', twinUrl);
  const twin = escapeHtml(twinPath);
  const external = 'target="_blank" rel="noopener noreferrer"';
  return (
    `<div class="${PAGE_ACTIONS_CLASS}" role="group" aria-label="${t('group')}" ${PAGE_ACTIONS_DATA.twin.name}="${twin}" ${PAGE_ACTIONS_DATA.twinUrl.name}="${escapeHtml(twinUrl)}" ${PAGE_ACTIONS_DATA.copiedLabel.name}="${t('copied')}" ${PAGE_ACTIONS_DATA.prompt.name}="${escapeHtml(label(dictionary, 'pageActions.prompt'))}">` +
    `<button type="button" class="docsgen-page-action" ${ISLAND_ATTRIBUTE.name}="${ISLAND.pageActions}" ${PAGE_ACTIONS_DATA.action.name}="copy">${COPY_ICON}<span>${t('copyPage')}</span></button>` +
    `<details class="docsgen-page-actions-more" ${ISLAND_ATTRIBUTE.name}="${ISLAND.pageActions}">` +
    `<summary class="docsgen-page-action" aria-label="${t('more')}" aria-haspopup="menu">${ARROW_ICON}</summary>` +
    `<ul class="docsgen-page-actions-menu" role="menu" aria-label="${t('group')}">` +
    `<li role="none"><a role="menuitem" href="${twin}" ${ISLAND_ATTRIBUTE.name}="${ISLAND.pageActions}" ${PAGE_ACTIONS_DATA.action.name}="copy">${t('copyMarkdown')}</a></li>` +
    `<li role="none"><a role="menuitem" href="${twin}" ${PAGE_ACTIONS_DATA.action.name}="view">${t('viewMarkdown')}</a></li>` +
    `<li role="none"><a role="menuitem" href="${escapeHtml(ASSISTANT_URLS.chatGpt(prompt))}" ${PAGE_ACTIONS_DATA.action.name}="chatgpt" ${external}>${t('openChatGpt')}</a></li>` +
    `<li role="none"><a role="menuitem" href="${escapeHtml(ASSISTANT_URLS.claude(prompt))}" ${PAGE_ACTIONS_DATA.action.name}="claude" ${external}>${t('openClaude')}</a></li>` +
    `</ul></details></div>`
  );
}

/** Puts the page actions right after the page's first top-level `h1` (or first, when it has none). */
export function insertPageActions(tree: Root, html: string): void {
  const at = tree.children.findIndex((node) => node.type === 'element' && node.tagName === 'h1');
  tree.children.splice(at + 1, 0, { type: 'raw', value: html });
}
