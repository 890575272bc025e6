import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { bundleFilename } from './bundlePlaces.js';
import { importedPackage, PACKAGE_IMPORT, PACKAGE_REQUIRE, requiredPackage } from './packageModules.js';
import { runWithTimeLimit } from './timeLimit.js';
import type { UserCodePlace } from './runningUserCode.js';

/** A module bundled as CommonJS, and its source map. */
export interface NodeBundle {
  code: string;
  sourceMap?: { payload: string; dir: string };
}

type ModuleFunction = (
  exports: object,
  require: NodeJS.Require,
  module: { exports: object },
  filename: string,
  dirname: string,
  importPackage: typeof importedPackage,
  requirePackage: typeof requiredPackage,
) => void;

/**
 * Runs the top level of a site module (`file`, bundled as CommonJS) in this thread under the time
 * limit, and returns its exports. It runs as a script rather than an ES module because only a
 * script can be stopped: Node's vm timeout interrupts it, an `import()` cannot be.
 */
export function evaluateBundle(file: string, bundle: NodeBundle, place: UserCodePlace, timeoutMs: number): Record<string, unknown> {
  const filename = bundleFilename(file, bundle.sourceMap);
  // One line of wrapper before the code (bundlePlaces.WRAPPER_LINES).
  const source = `(function (exports, require, module, __filename, __dirname, ${PACKAGE_IMPORT}, ${PACKAGE_REQUIRE}) {\n${bundle.code}\n})`;
  const run = new vm.Script(source, { filename }).runInThisContext() as ModuleFunction;
  const module = { exports: {} };
  runWithTimeLimit(place, timeoutMs, () =>
    run.call(module.exports, module.exports, createRequire(file), module, file, path.dirname(file), importedPackage, requiredPackage),
  );
  return module.exports as Record<string, unknown>;
}
