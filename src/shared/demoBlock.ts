/**
 * A demo as the build writes it (runtime/components/DemoBlock.tsx, rendered on the server) and
 * the browser finds it: its parts' classes and its data attributes. What only the browser adds
 * (the editor, `data-hydrated`) is not part of it.
 */

import { dataAttribute } from './dom.js';

export const DEMO_CLASS = {
  /** The block: settings of the demo in its data attributes. */
  block: 'docsgen-demo',
  preview: 'docsgen-demo-preview',
  /** The preview's frame, followed by its name (`outlined`, `filled`…, the demo's `bg` option). */
  backgroundPrefix: 'docsgen-demo-bg-',
  /** The `<iframe>` of a demo shown in a frame of its own. */
  frame: 'docsgen-demo-frame',
  /** The server-rendered demo, hydrated in place. */
  root: 'docsgen-demo-root',
  toolbar: 'docsgen-demo-toolbar',
  /** A group of choices: code language (TS/JS) or styling. */
  choices: 'docsgen-demo-choices',
  /** Show/Hide code. */
  toggle: 'docsgen-demo-toggle',
  actions: 'docsgen-demo-actions',
  action: 'docsgen-demo-action',
  /** The short version of the code shown while the full code is hidden. */
  excerpt: 'docsgen-demo-excerpt',
  /** The full code: one source per language and styling. */
  code: 'docsgen-demo-code',
  source: 'docsgen-demo-source',
} as const;

export const DEMO_DATA = {
  /** On the block: the demo's id (the key of the demos module). */
  demo: /* @__PURE__ */ dataAttribute('data-demo'),
  /** On the block: the packages its code imports, with versions (JSON), for sandboxes. */
  dependencies: /* @__PURE__ */ dataAttribute('data-dependencies'),
  /** On the block: the local stylesheets it imports (JSON). */
  styleFiles: /* @__PURE__ */ dataAttribute('data-style-files'),
  /** On the block: the class maps of the CSS modules it imports (JSON). */
  cssModules: /* @__PURE__ */ dataAttribute('data-css-modules'),
  /** On the block: the prefix of React's ids in the demo, the same on the server and in the browser. */
  idPrefix: /* @__PURE__ */ dataAttribute('data-id-prefix'),
  /** On the block: the demo provider wrapping it. */
  provider: /* @__PURE__ */ dataAttribute('data-provider'),
  /** On the block: the demo shows the reader's settings, so it hydrates at once when they are not the defaults. */
  followsSettings: /* @__PURE__ */ dataAttribute('data-follows-settings'),
  /** On the block: the styling shown; on a source: its styling. */
  styling: /* @__PURE__ */ dataAttribute('data-styling'),
  /** On the block: when it hydrates, `interaction` or `client` (rendered at load). */
  hydrate: /* @__PURE__ */ dataAttribute('data-hydrate'),
  /** On the block: the demo is shown in an `<iframe>`. */
  iframe: /* @__PURE__ */ dataAttribute('data-iframe'),
  /** On the block: the code is shown open at first. */
  codeOpen: /* @__PURE__ */ dataAttribute('data-code-open'),
  /** On the element the demo renders into: an interaction there hydrates the demo. */
  hydrateRoot: /* @__PURE__ */ dataAttribute('data-hydrate-root'),
  /** On the `<iframe>`: its height follows its content. */
  autosize: /* @__PURE__ */ dataAttribute('data-autosize'),
  /** On a choice: the code language it shows (TS or JS). */
  demoVariant: /* @__PURE__ */ dataAttribute('data-demo-variant'),
  /** On a choice: the styling it shows. */
  demoStyling: /* @__PURE__ */ dataAttribute('data-demo-styling'),
  /** On a toolbar button: what it does (`toggle-code`, `edit`, `copy-link`…). */
  demoAction: /* @__PURE__ */ dataAttribute('data-demo-action'),
  /** On a toolbar button: its tooltip (templates/demos.css draws it). */
  tooltip: /* @__PURE__ */ dataAttribute('data-tooltip'),
  /** On an excerpt or a source: its code language. */
  variant: /* @__PURE__ */ dataAttribute('data-variant'),
  /** On the code: the accessible name of the live editor that replaces it. */
  editorLabel: /* @__PURE__ */ dataAttribute('data-editor-label'),
} as const;
