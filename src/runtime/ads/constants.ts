/** The ad slot's business constants (seed §9). */

/** The placement element is looked for every 500 ms… */
export const POLL_INTERVAL_MS = 500;
/** …at most 30 times. */
export const POLL_MAX_ATTEMPTS = 30;
/** After more than 6 attempts without a placement element, an ad blocker is assumed. */
export const BLOCKER_AFTER_ATTEMPTS = 6;
/** Chance of the "Help us keep running" message (else an in-house ad) when a blocker is assumed. */
export const ADBLOCK_MESSAGE_CHANCE = 0.2;
/** Share of ad displays reported to analytics. */
export const DISPLAY_SAMPLING = 0.1;
/** The feed is retried at most 10 times. */
export const FEED_MAX_RETRIES = 10;
/** Where the slot sits on the page and what it shows, for analytics labels. */
export const AD_PLACEMENT = 'body-top';
export const AD_SHAPE = 'image';
/** Placement element id when the config names none. */
export const DEFAULT_PLACEMENT_ID = 'carbonads';
