import { transform } from 'sucrase';
import type { ComponentType } from 'react';
import { guardLoops, LOOP_GUARD, loopGuard } from './loopGuard.js';

/** What live-edited code may import: the demo world's modules, by specifier, loaded on use. */
export type ModuleMap = Record<string, () => Promise<unknown>>;

const REQUIRE = /\brequire\((['"])([^'"]+)\1\)/g;

/** The code in CommonJS form (TypeScript and JSX compiled, imports as `require`), and what it requires. */
export function transpileDemo(code: string): { code: string; requires: string[] } {
  // Without a file name, sucrase's SyntaxError says just what and where (`Unexpected token (5:47)`).
  const output = transform(code, { transforms: ['typescript', 'jsx', 'imports'], jsxRuntime: 'automatic', production: true }).code;
  return { code: output, requires: [...new Set([...output.matchAll(REQUIRE)].map((match) => match[2]!))] };
}

/** An error of the reader's code that names what they can fix. */
export class LiveCodeError extends Error {}

/** How long the loops of live-edited code may run in one go before they are stopped (a demo's take milliseconds). */
export const LOOP_LIMIT_MS = 1000;

export interface CompileOptions {
  /** Told when a loop of the code was stopped, wherever it ran (rendering, an effect, an event handler). */
  onLoopStopped?(error: LiveCodeError): void;
  loopLimitMs?: number;
}

/**
 * Compiles live-edited code into its component: transpiled with sucrase, its loops guarded (one
 * that runs over `loopLimitMs` in one go throws a LiveCodeError: the page never freezes), its
 * imports taken from `modules` (what the demo's world has: React and the packages its demos
 * import), run as a module. Throws a SyntaxError, a LiveCodeError (an import it cannot have, no
 * default export, a loop stopped) or what the module throws when run.
 */
export async function compileDemo(code: string, modules: ModuleMap, options: CompileOptions = {}): Promise<ComponentType> {
  const { code: transpiled, requires } = transpileDemo(code);
  const output = guardLoops(transpiled);
  const limitMs = options.loopLimitMs ?? LOOP_LIMIT_MS;
  const guard = loopGuard(limitMs, () => {
    const stopped = new LiveCodeError(`A loop ran for over ${limitMs / 1000} s without ending and was stopped: is it endless?`);
    options.onLoopStopped?.(stopped);
    return stopped;
  });
  const loaded = new Map<string, unknown>();
  await Promise.all(
    requires.map(async (specifier) => {
      const load = modules[specifier] ?? stylesheetModule(specifier);
      if (!load) throw new LiveCodeError(`"${specifier}" cannot be imported here: only the packages the demos of this site import can`);
      loaded.set(specifier, await load());
    }),
  );
  const module: { exports: Record<string, unknown> } = { exports: {} };
  const require = (specifier: string) => loaded.get(specifier);
  // The reader's own code, run in the page as the demo was: it has nothing the demo had not.
  new Function('require', 'module', 'exports', LOOP_GUARD, output)(require, module, module.exports, guard);
  const component = module.exports.default;
  if (typeof component !== 'function' && (typeof component !== 'object' || component === null)) {
    throw new LiveCodeError('The code must export its component as default (export default function Demo() { … })');
  }
  return component as ComponentType;
}

/**
 * A stylesheet the code imports that is not in the module map: the page links the demo's
 * stylesheets already (the import is nothing more in the browser, as in the demo's bundle); a CSS
 * module is in the map when the demo imports it (its class map, see DemoBlock's `data-css-modules`).
 */
function stylesheetModule(specifier: string): (() => Promise<unknown>) | undefined {
  return /\.css$/.test(specifier) && !/\.module\.css$/.test(specifier) ? () => Promise.resolve({}) : undefined;
}

/** The module map with the demo's CSS modules (their class maps, by the specifier the demo imports them with). */
export function withCssModules(modules: ModuleMap, cssModules: Record<string, Record<string, string>>): ModuleMap {
  const map: ModuleMap = { ...modules };
  for (const [specifier, classes] of Object.entries(cssModules)) map[specifier] = () => Promise.resolve(classes);
  return map;
}

/** Loads what `code` imports, so that the first edit renders at once; ignores errors (the edit will show them). */
export async function preloadImports(code: string, modules: ModuleMap): Promise<void> {
  try {
    await Promise.all(transpileDemo(code).requires.map((specifier) => modules[specifier]?.()));
  } catch {
    // Shown when the reader edits.
  }
}
