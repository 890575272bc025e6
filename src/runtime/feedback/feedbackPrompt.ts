/**
 * The eager part of the feedback prompt (no React): the remembered rating is shown at load, a
 * click on Yes / No is shown at once, and every h2/h3 of the page gets its "Post a comment"
 * button. The comment form is the `feedback` island, loaded when one of these buttons is used.
 */
import { pageData } from '../page/pageData.js';
import { isRating, rememberedRating, showRating } from './feedbackRating.js';
import { ANCHOR_CLASS, FEEDBACK_DATA, ISLAND, ISLAND_ATTRIBUTE, MARKDOWN_CLASS } from '../../shared/dom.js';

/** The markdown's h2 and h3 headings are those with an anchor link. */
const HEADING_ANCHOR = `.${MARKDOWN_CLASS} :is(h2, h3)[id] > .${ANCHOR_CLASS}`;

/** A heading's text without its `#` anchor. */
export function headingTitle(heading: Element): string {
  let text = '';
  for (const node of heading.childNodes) {
    if (!(node instanceof Element && node.classList.contains(ANCHOR_CLASS))) text += node.textContent ?? '';
  }
  return text.replace(/\s+/g, ' ').trim();
}

/**
 * The button sits beside the heading, not in it, so that the heading's text (and accessible name)
 * stays its own; the row that holds both collapses margins as the heading alone did.
 */
function addSectionButton(heading: HTMLElement, label: string): void {
  const doc = heading.ownerDocument;
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'docsgen-section-comment';
  button.dataset[ISLAND_ATTRIBUTE.key] = ISLAND.feedback;
  button.dataset[FEEDBACK_DATA.section.key] = heading.id;
  button.setAttribute('aria-label', `${label}: ${headingTitle(heading)}`);
  const row = doc.createElement('div');
  row.className = 'docsgen-heading-row';
  heading.before(row);
  row.append(heading, button);
}

export function enableFeedback(doc: Document): void {
  const page = pageData(doc);
  const prompt = doc.querySelector(`[${FEEDBACK_DATA.prompt.name}]`);
  if (!page.feedback || !prompt) return;
  showRating(doc, rememberedRating(page));
  for (const anchor of doc.querySelectorAll(HEADING_ANCHOR)) addSectionButton(anchor.parentElement!, page.feedback.postComment);
  prompt.addEventListener('click', (event) => {
    const rating = (event.target as Element).closest<HTMLElement>(`[${FEEDBACK_DATA.rating.name}]`)?.dataset[FEEDBACK_DATA.rating.key];
    if (isRating(rating)) showRating(doc, rating);
  });
}
