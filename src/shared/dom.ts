/**
 * The names by which the browser runtime finds what the build wrote in a page: element ids,
 * classes and data attributes. Both sides import them from here, so neither spells them alone.
 */

/** The `<script type="application/json">` holding the page's data (PageData). */
export const PAGE_DATA_ID = 'docsgen-data';

/** The page's side navigation (`<nav>`), which a narrow screen moves into the drawer. */
export const SIDENAV_CLASS = 'docsgen-sidenav';
/**
 * The shell's root element (skip link, banner, header, navigation, page): one stacking layer
 * (`isolation: isolate`), so that whatever a demo portals into <body> (a modal, a menu, a toast),
 * whatever its z-index, is above the whole shell, its sticky header and drawers included.
 */
export const SHELL_CLASS = 'docsgen-shell';

/** The shell's row of side navigation and page (whose `<nav>` a narrow screen moves into the drawer). */
export const LAYOUT_CLASS = 'docsgen-layout';

/** The `<main>`: where the skip link and "Back to top" lead. */
export const MAIN_ID = 'main-content';

/** The page footer's "Back to top" link, which the browser makes scroll to the very top. */
export const BACK_TO_TOP_CLASS = 'docsgen-back-to-top';

/** A product's logo, in the header and on the home page. */
export const LOGO_CLASS = 'docsgen-logo';

/** The header's product name (the site's title outside products): the group of the page's search results. */
export const PRODUCT_NAME_CLASS = 'docsgen-product-name';

/**
 * The `<meta name="theme-color">`: its colour for each scheme, which the browser puts in `content`
 * when the scheme changes.
 */
export const THEME_COLOR_ATTRIBUTE = { light: 'data-light', dark: 'data-dark' } as const;

/** The `<article>` of the page's rendered markdown. */
export const MARKDOWN_CLASS = 'docsgen-markdown';

/** The `#` link of a heading (not part of the heading's text). */
export const ANCHOR_CLASS = 'docsgen-anchor';

/** The attribute of a sponsor slot (its settings in `data-ad-*` beside it). */
export const AD_SLOT_ATTRIBUTE = 'data-ad-slot';

/** The module the runtime imports the site's demos from, made by the build's bundler. */
export const DEMOS_MODULE = 'docsgen:demos';

/** The announcement banner above the header (config `slots.banner`); its id in `data-banner-id`. */
export const BANNER_CLASS = 'docsgen-banner';
export const BANNER_ID_ATTRIBUTE = /* @__PURE__ */ dataAttribute('data-banner-id');

/** The banner's dismiss button. */
export const BANNER_DISMISS_CLASS = 'docsgen-banner-dismiss';

/** Set on `<html>` (before the first paint) when the reader dismissed the banner shown: the CSS hides it. */
export const BANNER_DISMISSED_ATTRIBUTE = 'data-docsgen-banner-dismissed';

/** localStorage: the id of the banner the reader dismissed. */
export const BANNER_STORAGE_KEY = 'docsgen-banner-dismissed';

/** Lowercase words joined by hyphens, as one camelCase word (`follows-settings` → `followsSettings`). */
type CamelCase<S extends string> = S extends `${infer Head}-${infer Tail}` ? `${Head}${Capitalize<CamelCase<Tail>>}` : S;

/**
 * A data attribute by its name, with its key in `element.dataset` derived as the browser derives it.
 * Calls are marked pure so that a browser chunk keeps only the attributes its code uses.
 */
export function dataAttribute<Name extends `data-${string}`>(
  name: Name,
): { readonly name: Name; readonly key: CamelCase<Name extends `data-${infer Rest}` ? Rest : never> } {
  const key = name.slice('data-'.length).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());
  return { name, key: key as CamelCase<Name extends `data-${infer Rest}` ? Rest : never> };
}

/** A data attribute: its name in markup and selectors, its key in `element.dataset`. */
export interface DataAttribute {
  readonly name: string;
  readonly key: string;
}

/**
 * The attributes (`{ 'data-x': value }`, for JSX or a hast element) of a group's entries that have
 * a value, in the order of `values`.
 */
export function dataAttributes<K extends string>(group: Record<K, DataAttribute>, values: Partial<Record<K, string | undefined>>): Record<string, string> {
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(values) as [K, string | undefined][]) {
    if (value !== undefined) attributes[group[key].name] = value;
  }
  return attributes;
}

/** An island's element: its name (below) in `data-island`. */
export const ISLAND_ATTRIBUTE = /* @__PURE__ */ dataAttribute('data-island');

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
  twin: /* @__PURE__ */ dataAttribute('data-twin'),
  twinUrl: /* @__PURE__ */ dataAttribute('data-twin-url'),
  copiedLabel: /* @__PURE__ */ dataAttribute('data-copied-label'),
  prompt: /* @__PURE__ */ dataAttribute('data-prompt'),
  /** On each action: `copy`, `view`, `chatgpt` or `claude`. */
  action: /* @__PURE__ */ dataAttribute('data-page-action'),
} as const;

/** The feedback prompt of a page (`data-feedback`) and its rating buttons (`data-feedback-rating`). */
export const FEEDBACK_DATA = {
  prompt: /* @__PURE__ */ dataAttribute('data-feedback'),
  rating: /* @__PURE__ */ dataAttribute('data-feedback-rating'),
  /** On a section's comment button: the heading's id. */
  section: /* @__PURE__ */ dataAttribute('data-feedback-section'),
} as const;

/** A fenced code block's `<pre>` (markdown's and a demo's source): the browser gives each a Copy button. */
export const CODE_CLASS = 'docsgen-code';

/** `<codeblock>` tabs: the block, its tab strip (`-tabs`) and panels (`-panel`). */
export const CODEBLOCK_CLASS = 'docsgen-codeblock';
export const CODEBLOCK_DATA = {
  /** On the block: the key the reader's choice of tab is remembered under. */
  storageKey: /* @__PURE__ */ dataAttribute('data-storage-key'),
  /** On each tab and its panel: their index. */
  tab: /* @__PURE__ */ dataAttribute('data-tab'),
} as const;
