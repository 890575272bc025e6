import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { useEsbuild } from '../modules/esbuildService.js';
import { PACKAGE_ROOT } from '../util/packageFiles.js';
import type { OutputWriter } from '../emit/outputWriter.js';
import { filesBelow } from '../util/files.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Where the worker goes in the output: its URL (`<base>sw.js`) must never change. */
export const SERVICE_WORKER_FILE = 'sw.js';
const ASSETS_DIR = '_docsgen';

const SERVICE_WORKER_BASE = path.resolve(here, '../../runtime/serviceWorker/sw');

/**
 * The worker's script with this version, made by the package build (`scripts/build.mjs`) beside
 * the compiled worker: each build puts its version in it instead of bundling the worker again
 * (esbuild's module and service cost a build of cached pages ~150 ms). Hex, as versions are, so
 * that the script is byte for byte the one a bundle with the real version gives.
 */
const TEMPLATE_VERSION = '0'.repeat(16);
export const SERVICE_WORKER_TEMPLATE = `${SERVICE_WORKER_BASE}.template.js`;

/** The worker's source, from src/ when running from source (tests) or lib/ when compiled. */
function serviceWorkerEntry(): string {
  const base = SERVICE_WORKER_BASE;
  const found = ['.ts', '.js'].map((extension) => base + extension).find((file) => fs.existsSync(file));
  if (!found) throw new Error(`docsgen's service worker is missing (${base}.*): reinstall docsgen`);
  return found;
}

/** An asset: its path below the assets folder and its bytes (read when asked for). */
export interface AssetFile {
  path: string;
  read(): Uint8Array;
}

/**
 * The worker's version: a hash of every asset's path and bytes, in path order. Bytes and not
 * names alone: most assets are content-hashed, but a few keep their name as their content
 * changes (the search index's entry file), and the worker serves all of them cache first.
 */
export function assetsVersion(assets: Iterable<AssetFile>): string {
  const hash = createHash('sha256');
  for (const asset of [...assets].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0))) {
    const bytes = asset.read();
    hash.update(`${asset.path}\0${bytes.byteLength}\0`).update(bytes);
  }
  return hash.digest('hex').slice(0, 16);
}

/** The worker script for a version (same version, same bytes). */
export async function serviceWorkerScript(version: string): Promise<string> {
  const result = await useEsbuild(({ build }) =>
    build({
      entryPoints: [serviceWorkerEntry()],
      absWorkingDir: PACKAGE_ROOT,
      bundle: true,
      write: false,
      // A classic worker script: module workers are not yet everywhere.
      format: 'iife',
      platform: 'browser',
      target: ['es2022'],
      minify: true,
      legalComments: 'none',
      define: { __DOCSGEN_SW_VERSION__: JSON.stringify(version) },
      logLevel: 'silent',
    }),
  );
  const [output] = result.outputFiles;
  if (!output) throw new Error('esbuild produced no service worker');
  return output.text;
}

/** Makes the template `serviceWorkerFor` fills in (the package build runs this). */
export async function writeServiceWorkerTemplate(file = SERVICE_WORKER_TEMPLATE): Promise<void> {
  fs.writeFileSync(file, await serviceWorkerScript(TEMPLATE_VERSION));
}

/** The worker script for a version: the template with the version put in, or else (from src/, in tests) bundled. */
export async function serviceWorkerFor(version: string, templateFile = SERVICE_WORKER_TEMPLATE): Promise<string> {
  let template: string;
  try {
    template = fs.readFileSync(templateFile, 'utf8');
  } catch {
    return serviceWorkerScript(version);
  }
  const parts = template.split(JSON.stringify(TEMPLATE_VERSION));
  return parts.length === 2 ? parts.join(JSON.stringify(version)) : serviceWorkerScript(version);
}

/** Every file below a folder, read one at a time. */
const assetFiles = (dir: string): AssetFile[] => filesBelow(dir).map((file) => ({ path: file, read: () => fs.readFileSync(path.join(dir, file)) }));

/**
 * Writes `sw.js` at the root of the output, versioned by the assets written so far: call it
 * after every asset. It is written whether or not `docsHost` is set (only the page decides to
 * register), so a browser that registered it before keeps getting updates instead of a 404.
 * `externalRoutes` (route prefixes another build serves on the domain) go before the script, whose
 * navigations into them it leaves to the network.
 */
export async function writeServiceWorker(writer: OutputWriter, externalRoutes: readonly string[] = []): Promise<void> {
  const version = assetsVersion(assetFiles(path.join(writer.dir, ASSETS_DIR)));
  const script = await serviceWorkerFor(version);
  const routes = externalRoutes.length > 0 ? `self.docsgenExternalRoutes=${JSON.stringify(externalRoutes)};\n` : '';
  writer.write(SERVICE_WORKER_FILE, routes + script);
}
