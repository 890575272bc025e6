/**
 * Islands and the attributes the runtime finds them by, as the build writes them. A data
 * attribute is given as its HTML name and its `element.dataset` key side by side (a unit test
 * checks that they match).
 */

/** An island's element: its name (below) in `data-island`. */
export const ISLAND_ATTRIBUTE = { name: 'data-island', key: 'island' } as const;

/** The islands' names, as `data-island` holds them. */
export const ISLAND = {
  settings: 'settings',
  menu: 'menu',
  navDrawer: 'navDrawer',
  search: 'search',
  feedback: 'feedback',
  pageActions: 'pageActions',
} as const;

/** The "Copy page" group under a page's title. */
export const PAGE_ACTIONS_CLASS = 'docsgen-page-actions';
/** On the group: the twin's path, its public URL, the "copied" label and the assistants' prompt. */
export const PAGE_ACTIONS_DATA = {
  twin: { name: 'data-twin', key: 'twin' },
  twinUrl: { name: 'data-twin-url', key: 'twinUrl' },
  copiedLabel: { name: 'data-copied-label', key: 'copiedLabel' },
  prompt: { name: 'data-prompt', key: 'prompt' },
  /** On each action: `copy`, `view`, `chatgpt` or `claude`. */
  action: { name: 'data-page-action', key: 'pageAction' },
} as const;

/** The feedback prompt of a page (`data-feedback`) and its rating buttons (`data-feedback-rating`). */
export const FEEDBACK_DATA = {
  prompt: { name: 'data-feedback', key: 'feedback' },
  rating: { name: 'data-feedback-rating', key: 'feedbackRating' },
  /** On a section's comment button: the heading's id. */
  section: { name: 'data-feedback-section', key: 'feedbackSection' },
} as const;
