import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as esbuild from 'esbuild';
import type { DemoWorld } from '../modules/demoWorld.js';

/**
 * The demo host: the code that renders a demo on the server (`renderDemo`) and hydrates it in the
 * browser (`hydrateDemo`), in src/runtime/demoHost. It must run on the same React, MUI and Emotion
 * as the demos — the site's — not on docsgen's: its modules are compiled as if they lived in the
 * site's root (every bare import they make is resolved from there): the browser's under the
 * specifier below, the server's as an entry point (its file, `demoHostServerFile()`).
 */
export const DEMO_HOST_BROWSER = 'docsgen:demo-host/browser';

const NAMESPACE = 'docsgen-demo-host';
const here = path.dirname(fileURLToPath(import.meta.url));
const HOST_DIR = path.resolve(here, '../../runtime/demoHost');

/** A module of the host, from src/ when running from source (tests) or lib/ when compiled. */
function hostModule(name: string): string {
  const found = ['.tsx', '.ts', '.js'].map((extension) => path.join(HOST_DIR, name + extension)).find((file) => fs.existsSync(file));
  if (!found) throw new Error(`docsgen's demo host is missing (${path.join(HOST_DIR, name)}.*): reinstall docsgen`);
  return found;
}

/** The server's host module, an entry point of its own (loadModule). */
export const demoHostServerFile = () => hostModule('renderDemo');

/** In a site with React but without MUI, the host's modules that use MUI or Emotion give way to plain ones. */
const WITHOUT_MUI: Record<string, string> = { demoTheme: 'plainTheme', renderWithEmotion: 'renderPlain' };

function withoutMui(file: string): string {
  const name = path.basename(file).replace(/\.[jt]sx?$/, '');
  const plain = WITHOUT_MUI[name];
  return plain === undefined ? file : hostModule(plain);
}

const loaderOf = (file: string): esbuild.Loader => (file.endsWith('.tsx') ? 'tsx' : file.endsWith('.ts') ? 'ts' : 'js');

/**
 * Resolves the host's specifiers to its modules, and loads them (and the docsgen modules they
 * import) with the site's root as the folder their packages are found from. A site with React
 * but without MUI gets the host's plain modules (no MUI to theme with, no Emotion).
 */
export function demoHostPlugin(siteRoot: string, world: DemoWorld): esbuild.Plugin {
  return {
    name: 'docsgen-demo-host',
    setup(build) {
      build.onResolve({ filter: /^docsgen:demo-host\/browser$/ }, () => ({ path: hostModule('hydrateDemo'), namespace: NAMESPACE }));
      build.onResolve({ filter: /renderDemo\.[jt]sx?$/ }, (args) =>
        args.kind === 'entry-point' && args.path === demoHostServerFile() ? { path: args.path, namespace: NAMESPACE } : undefined,
      );
      build.onResolve({ filter: /^\./, namespace: NAMESPACE }, async (args) => {
        const result = await build.resolve(args.path, { kind: args.kind, resolveDir: path.dirname(args.importer), namespace: 'file' });
        if (result.errors.length > 0) return { errors: result.errors };
        const file = world.mui ? result.path : withoutMui(result.path);
        return { path: file, namespace: NAMESPACE };
      });
      build.onLoad({ filter: /.*/, namespace: NAMESPACE }, (args) => ({
        contents: fs.readFileSync(args.path, 'utf8'),
        loader: loaderOf(args.path),
        resolveDir: siteRoot,
      }));
    },
  };
}
