#!/usr/bin/env node
// The package build (`npm run prepare`, run by `npm ci` too): compiles src/ to lib/ with tsc,
// then bundles lib/build/vendor/markdownPackages.js — re-exports of the markdown pipeline's
// packages — into one module in its place, so a build thread loads one file instead of ~330.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(process.execPath, [path.join(root, 'node_modules/typescript/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });

const vendor = path.join(root, 'lib/build/vendor/markdownPackages.js');
await esbuild.build({
  entryPoints: [vendor],
  outfile: vendor,
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Replaces tsc's map of the re-exports; bench/profile-summary.mjs charges the bundle's code to its packages by it.
  sourcemap: true,
  // gray-matter and js-yaml are CommonJS and require Node's modules: an ES module has no `require`.
  banner: { js: "import { createRequire as createRequireForBundle } from 'node:module';\nconst require = createRequireForBundle(import.meta.url);" },
  logLevel: 'warning',
});
