// ESLint: JavaScript's and typescript-eslint's recommended rules, and the one-way architecture
// (src/cli → src/build → src/runtime, both over src/shared; ARCHITECTURE.md, "The layers") as import rules that fail CI when broken.
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { folderLayers } from './scripts/eslint/folderLayers.js';

/**
 * The folders of src/build, bottom first (ARCHITECTURE.md): a folder imports only itself and the
 * folders before it; the files directly in src/build (build, check, merge, finishSite…) are above them all.
 */
export const BUILD_LAYERS = [
  'util', // pure helpers and diagnostics: imports nothing of the build
  'vendor', // third-party packages bundled into one file per thread
  'modules', // loading site code with esbuild, under time limits; worker threads
  'config', // the config's schema and loading
  'emit', // the output folder, its guard, the atomic swap, the writer
  'api', // API reference extraction from TypeScript, its cache, api.json
  'assets', // files pages reference, public/
  'markdown', // the unified processor, its plugins, the outline parser
  'links', // the link check
  'manifest', // navigation manifests
  'demos', // demo sources, their checks, server rendering, code blocks
  'site', // the site model: pages (read and generated), routes, manifests, the checks of pages
  'twin', // Markdown twins of pages, llms.txt and llms-full.txt
  'bundle', // the browser runtime bundle, the service worker
  'render', // prepareShared, renderPage, the shell
  'cache', // the page cache and the shared-assets entry
  'search', // the search index
  'shard', // a share of the pages (--shard)
  'pages', // rendering many pages: plan, pool, workers
  'init', // docsgen init
  'server', // the dev server
];

/**
 * Packages docsgen's code may not import: devDependencies an install of docsgen does not have
 * (the example site's and the tests' demos import them from the clone).
 */
const NOT_INSTALLED = [
  {
    regex: '^@mui/icons-material(/|$)',
    message: "@mui/icons-material is a devDependency, absent from an install of docsgen: docsgen's icons are in src/runtime/components/icons.tsx.",
  },
];

/**
 * Forbids static and dynamic imports of the given top-level folders of src/ from the files a block
 * applies to, and of NOT_INSTALLED (one rule: a later block's options replace an earlier one's).
 */
const noImportsOf = (...folders) => {
  const message = (folder) =>
    `imports point one way: src/cli → src/build → src/runtime (ARCHITECTURE.md, "The layers"); this file may not import src/${folder}.`;
  const patterns = [...folders.map((folder) => ({ regex: `(^|/)${folder}(/|$)`, message: message(folder) })), ...NOT_INSTALLED];
  return {
    'no-restricted-imports': ['error', { patterns }],
    'no-restricted-syntax': [
      'error',
      ...folders.map((folder) => ({ selector: `ImportExpression[source.value=/(^|\\/)${folder}(\\/|$)/]`, message: message(folder) })),
      ...NOT_INSTALLED.map(({ regex, message }) => ({ selector: `ImportExpression[source.value=/${regex.replaceAll('/', '\\/')}/]`, message })),
    ],
  };
};

export default tseslint.config(
  { ignores: ['lib/', 'dist/', 'node_modules/', '.docsgen/', 'test/fixtures/', 'templates/starter/', '**/*.d.ts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      // Node for the CLI, build, scripts and tests; the browser for the runtime and page scripts.
      globals: { ...globals.node, ...globals.browser },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
    },
  },
  { files: ['src/**'], rules: noImportsOf() },
  { files: ['src/runtime/**'], rules: noImportsOf('build', 'cli') },
  { files: ['src/build/**'], rules: noImportsOf('cli') },
  // The folders of src/build form layers: none imports a folder above it.
  {
    files: ['src/build/**'],
    plugins: { docsgen: { rules: { 'folder-layers': folderLayers } } },
    rules: { 'docsgen/folder-layers': ['error', { root: fileURLToPath(new URL('src/build', import.meta.url)), layers: BUILD_LAYERS }] },
  },
  // The build↔browser contract: imported by both, importing neither.
  { files: ['src/shared/**'], rules: noImportsOf('build', 'cli', 'runtime') },
);
