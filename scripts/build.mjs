#!/usr/bin/env node
// The package build (`npm run prepare`, run by `npm ci` too): compiles src/ to lib/ with tsc,
// then bundles each module of lib/build/vendor/ — re-exports of third-party packages every build
// thread loads — into one file in its place, so a thread loads one file instead of hundreds.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
execFileSync(process.execPath, [path.join(root, 'node_modules/typescript7/bin/tsc'), '-p', 'tsconfig.build.json'], { cwd: root, stdio: 'inherit' });

// What lib/ holds of a source file that is gone (moved or deleted) goes too: left there, it would
// hide an import of the old place, which a fresh clone's lib/ does not have.
for (const entry of fs.readdirSync(path.join(root, 'lib'), { recursive: true, withFileTypes: true })) {
  if (!entry.isFile()) continue;
  const file = path.join(entry.parentPath, entry.name);
  const same = path.join(root, 'src', path.relative(path.join(root, 'lib'), file));
  const source = same.replace(/(\.d)?\.js(\.map)?$|\.d\.ts$/, '');
  // Compiled from .ts/.tsx, or copied as it is (JSON).
  if (!fs.existsSync(same) && !['.ts', '.tsx'].some((extension) => fs.existsSync(source + extension))) fs.rmSync(file);
}

const vendorDir = path.join(root, 'lib/build/vendor');
await esbuild.build({
  entryPoints: fs
    .readdirSync(vendorDir)
    .filter((name) => name.endsWith('.js'))
    .map((name) => path.join(vendorDir, name)),
  outdir: vendorDir,
  allowOverwrite: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Replaces tsc's maps of the re-exports; bench/profile-summary.mjs charges the bundles' code to their packages by them.
  sourcemap: true,
  // Whitespace and syntax only: 3.2 MB of bundles become 2.2 MB in every install, and stack traces
  // and CPU profiles still read the packages' own names.
  minifyWhitespace: true,
  minifySyntax: true,
  // gray-matter and js-yaml are CommonJS and require Node's modules: an ES module has no `require`.
  banner: { js: "import { createRequire as createRequireForBundle } from 'node:module';\nconst require = createRequireForBundle(import.meta.url);" },
  logLevel: 'warning',
});

// zod's declarations beside its bundle: the config's public types (`UserConfig`, what
// `defineConfig` takes) are zod's `z.input` of the schema, and zod is bundled (a devDependency), so
// a site's editor and tsc would find no zod to read them from. Its own .d.ts files of the API
// docsgen re-exports (zod 4's classic API, the core and locales it names), with its licence; every
// declaration of them imports only these files.
const zodPackage = path.join(root, 'node_modules/zod');
const zodTypes = path.join(vendorDir, 'zod');
fs.rmSync(zodTypes, { recursive: true, force: true });
for (const folder of ['v4/classic', 'v4/core', 'v4/locales']) {
  for (const name of fs.readdirSync(path.join(zodPackage, folder))) {
    if (!name.endsWith('.d.ts')) continue;
    fs.mkdirSync(path.join(zodTypes, folder), { recursive: true });
    fs.copyFileSync(path.join(zodPackage, folder, name), path.join(zodTypes, folder, name));
  }
}
fs.copyFileSync(path.join(zodPackage, 'LICENSE'), path.join(zodTypes, 'LICENSE'));
const zodVersion = JSON.parse(fs.readFileSync(path.join(zodPackage, 'package.json'), 'utf8')).version;
fs.writeFileSync(
  path.join(vendorDir, 'zod.d.ts'),
  `// zod ${zodVersion}'s declarations, copied into lib/build/vendor/zod/ by scripts/build.mjs (the package is bundled).\nexport * as z from './zod/v4/classic/external.js';\n`,
);

// The declarations a site can use are those of the package's one export (`lib/index.d.ts`:
// `defineConfig` and the types of a config, a content component and a demo provider) and what they
// import; tsc writes one per module (500 files, 2 MB in every install) that nothing can import.
const publicTypes = new Set();
const addTypes = (file) => {
  if (publicTypes.has(file)) return;
  publicTypes.add(file);
  const text = fs.readFileSync(file, 'utf8');
  for (const match of text.matchAll(/(?:from|import\()\s*['"](\.{1,2}\/[^'"]+)['"]/g)) {
    addTypes(path.resolve(path.dirname(file), match[1].replace(/\.js$/, '.d.ts')));
  }
};
addTypes(path.join(root, 'lib/index.d.ts'));
for (const entry of fs.readdirSync(path.join(root, 'lib'), { recursive: true, withFileTypes: true })) {
  const file = path.join(entry.parentPath, entry.name);
  if (entry.isFile() && entry.name.endsWith('.d.ts') && !publicTypes.has(file) && !file.startsWith(zodTypes + path.sep)) fs.rmSync(file);
}

// The service worker's script with a placeholder version: a build puts its version in it rather
// than bundling the worker again (lib/build/bundle/serviceWorker.js, serviceWorkerFor).
const { writeServiceWorkerTemplate } = await import(pathToFileURL(path.join(root, 'lib/build/bundle/serviceWorker.js')).href);
await writeServiceWorkerTemplate();
const { releaseEsbuild } = await import(pathToFileURL(path.join(root, 'lib/build/modules/esbuildService.js')).href);
releaseEsbuild();
