import { formatLastUpdated } from '../site/lastUpdated.js';
import { escapeHtml } from '../util/html.js';
import type { PageFooterLabels } from '../util/labels.js';
import { FEEDBACK_DATA, ISLAND, ISLAND_ATTRIBUTE } from '../../shared/dom.js';
import { BACK_TO_TOP_CLASS, MAIN_ID } from '../../shared/dom.js';

export interface PageFooter {
  /** The "Was this page helpful?" prompt (config `feedback` set). */
  feedback: boolean;
  /** The page's "Edit this page" URL (config `editUrl` set). */
  editUrl?: string;
  /** The date of the last commit that changed the page's file (none when uncommitted or not in git). */
  lastUpdated?: Date;
  labels: PageFooterLabels;
  /** The site's footer (config `slots.footer`, see `shellSlotsHtml`). */
  siteFooter?: string;
}

/**
 * The page's source file (relative to the site root, `/`-separated) appended to config `editUrl`:
 * each segment percent-encoded, one `/` between the two.
 */
export function editPageUrl(prefix: string, file: string): string {
  const encoded = file.split('/').map(encodeURIComponent).join('/');
  return prefix.endsWith('/') ? prefix + encoded : `${prefix}/${encoded}`;
}

export const FEEDBACK_QUESTION_ID = 'docsgen-feedback-question';

/**
 * The feedback prompt as static HTML. Its Yes / No buttons are islands: the runtime marks the
 * pressed one at once (and the remembered one at load), the island brings the comment form.
 */
function feedbackHtml(labels: PageFooterLabels): string {
  const rating = (value: 'yes' | 'no', text: string) =>
    `<button type="button" class="docsgen-feedback-rating" ${ISLAND_ATTRIBUTE.name}="${ISLAND.feedback}" ${FEEDBACK_DATA.rating.name}="${value}" aria-pressed="false">${escapeHtml(text)}</button>`;
  return (
    `<div class="docsgen-feedback" ${FEEDBACK_DATA.prompt.name} role="group" aria-labelledby="${FEEDBACK_QUESTION_ID}">` +
    `<p class="docsgen-feedback-question" id="${FEEDBACK_QUESTION_ID}">${escapeHtml(labels.question)}</p>` +
    rating('yes', labels.yes) +
    rating('no', labels.no) +
    '</div>'
  );
}

/** The foot of a page's main column: feedback prompt, "Edit this page", last updated date, back to top. */
export function pageFooterHtml(footer: PageFooter): string {
  const { labels } = footer;
  const meta: string[] = [];
  if (footer.editUrl) meta.push(`<a class="docsgen-edit-link" href="${escapeHtml(footer.editUrl)}">${escapeHtml(labels.editThisPage)}</a>`);
  if (footer.lastUpdated) {
    const { datetime, text } = formatLastUpdated(footer.lastUpdated);
    meta.push(`<p class="docsgen-last-updated">${escapeHtml(labels.lastUpdated)} <time datetime="${datetime}">${escapeHtml(text)}</time></p>`);
  }
  // Without JavaScript the link still leads to the top of the content, and focus goes there.
  meta.push(`<a class="${BACK_TO_TOP_CLASS}" href="#${MAIN_ID}">${escapeHtml(labels.backToTop)}</a>`);
  return (footer.feedback ? feedbackHtml(labels) : '') + `<div class="docsgen-page-meta">${meta.join('')}</div>` + (footer.siteFooter ?? '');
}
