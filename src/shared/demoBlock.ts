/**
 * A demo as the build writes it (runtime/components/DemoBlock.tsx, rendered on the server) and
 * the browser finds it: its parts' classes and its data attributes. What only the browser adds
 * (the editor, `data-hydrated`) is not part of it.
 */

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
  demo: { name: 'data-demo', key: 'demo' },
  /** On the block: the packages its code imports, with versions (JSON), for sandboxes. */
  dependencies: { name: 'data-dependencies', key: 'dependencies' },
  /** On the block: the local stylesheets it imports (JSON). */
  styleFiles: { name: 'data-style-files', key: 'styleFiles' },
  /** On the block: the class maps of the CSS modules it imports (JSON). */
  cssModules: { name: 'data-css-modules', key: 'cssModules' },
  /** On the block: the prefix of React's ids in the demo, the same on the server and in the browser. */
  idPrefix: { name: 'data-id-prefix', key: 'idPrefix' },
  /** On the block: the demo provider wrapping it. */
  provider: { name: 'data-provider', key: 'provider' },
  /** On the block: the demo shows the reader's settings, so it hydrates at once when they are not the defaults. */
  followsSettings: { name: 'data-follows-settings', key: 'followsSettings' },
  /** On the block: the styling shown; on a source: its styling. */
  styling: { name: 'data-styling', key: 'styling' },
  /** On the block: when it hydrates, `interaction` or `client` (rendered at load). */
  hydrate: { name: 'data-hydrate', key: 'hydrate' },
  /** On the block: the demo is shown in an `<iframe>`. */
  iframe: { name: 'data-iframe', key: 'iframe' },
  /** On the block: the code is shown open at first. */
  codeOpen: { name: 'data-code-open', key: 'codeOpen' },
  /** On the element the demo renders into: an interaction there hydrates the demo. */
  hydrateRoot: { name: 'data-hydrate-root', key: 'hydrateRoot' },
  /** On the `<iframe>`: its height follows its content. */
  autosize: { name: 'data-autosize', key: 'autosize' },
  /** On a choice: the code language it shows (TS or JS). */
  demoVariant: { name: 'data-demo-variant', key: 'demoVariant' },
  /** On a choice: the styling it shows. */
  demoStyling: { name: 'data-demo-styling', key: 'demoStyling' },
  /** On a toolbar button: what it does (`toggle-code`, `edit`, `copy-link`…). */
  demoAction: { name: 'data-demo-action', key: 'demoAction' },
  /** On a toolbar button: its tooltip (templates/demos.css draws it). */
  tooltip: { name: 'data-tooltip', key: 'tooltip' },
  /** On an excerpt or a source: its code language. */
  variant: { name: 'data-variant', key: 'variant' },
  /** On the code: the accessible name of the live editor that replaces it. */
  editorLabel: { name: 'data-editor-label', key: 'editorLabel' },
} as const;
