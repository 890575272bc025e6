// ESLint: JavaScript's and typescript-eslint's recommended rules, and the one-way architecture
// (src/cli → src/build → src/runtime, both over src/shared; DESIGN.md §6) as import rules that fail CI when broken.
import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Forbids static and dynamic imports of the given top-level folders of src/ from the files a block applies to. */
const noImportsOf = (...folders) => {
  const message = (folder) => `imports point one way: src/cli → src/build → src/runtime (DESIGN.md §6); this file may not import src/${folder}.`;
  return {
    'no-restricted-imports': ['error', { patterns: folders.map((folder) => ({ regex: `(^|/)${folder}(/|$)`, message: message(folder) })) }],
    'no-restricted-syntax': [
      'error',
      ...folders.map((folder) => ({ selector: `ImportExpression[source.value=/(^|\\/)${folder}(\\/|$)/]`, message: message(folder) })),
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
  { files: ['src/runtime/**'], rules: noImportsOf('build', 'cli') },
  { files: ['src/build/**'], rules: noImportsOf('cli') },
  // The build↔browser contract: imported by both, importing neither.
  { files: ['src/shared/**'], rules: noImportsOf('build', 'cli', 'runtime') },
);
