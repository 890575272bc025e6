import { resolveModules } from '../modules/loadModule.js';
import type { ModuleLoadError } from '../modules/moduleLoadError.js';
import type { Diagnostic, Severity } from '../util/diagnostics.js';
import { demoFailureDiagnostic, failureOf, type DemoFailure, type DemoUse } from './demoFailure.js';
import { brokenWorld, byWorld, DemoWorlds } from './demoWorlds.js';
import { browserDemoProblems } from './browserDemoProblems.js';
import type { DemoIndex } from './demoIndex.js';
import { bundleStylesheets } from '../modules/stylesheets.js';

/** A demo a page shows: where (see DemoUse) and the page's file (absolute), to find its sources. */
export interface PageDemoUse extends DemoUse {
  pageFile: string;
}

/**
 * `docsgen check`'s look at the demos a build would render: every module's imports resolved as the
 * build resolves them (the site's packages first), without running anything, so that a missing
 * package or file, or one the demos cannot use, is reported by `check` as by `build` — the same
 * diagnostic, for each page that shows the demo.
 */
export async function checkDemoImports(index: DemoIndex, uses: readonly PageDemoUse[], onMissingDemos: Severity): Promise<Diagnostic[]> {
  const modules = new Map<PageDemoUse, string>();
  for (const use of uses) {
    const module = Object.values(index.find(use.pageFile, use.name)?.modules ?? {})[0];
    if (module) modules.set(use, module);
  }
  if (modules.size === 0) return [];
  const worlds = new DemoWorlds(index.root);
  const problems = new Map<string, DemoFailure>();
  for (const [world, files] of byWorld(worlds, [...new Set(modules.values())])) {
    // As the build: a world whose React cannot be loaded fails each of its demos, none of them built.
    const broken = brokenWorld(world);
    const found: Iterable<[string, ModuleLoadError | DemoFailure]> = broken
      ? files.map((file) => [file, broken])
      : await resolveModules(files, index.root, DemoWorlds.loadOptions(world));
    for (const [file, problem] of found) problems.set(file, problem instanceof Error ? failureOf(problem, index.root, file) : problem);
  }
  // What the server takes goes into the browser bundle, which must take it too (see browserDemoProblems).
  const served = [...new Set(modules.values())].filter((file) => !problems.has(file));
  const browser = await browserDemoProblems(served, index.root);
  for (const [file, problem] of browser.problems) problems.set(file, problem);
  // The stylesheets they import, bundled as the build bundles them: a stylesheet it cannot read is the same error here.
  const diagnostics: Diagnostic[] = [...(await bundleStylesheets(browser.stylesheets, index.root)).diagnostics];
  for (const [use, module] of modules) {
    const problem = problems.get(module);
    if (problem) diagnostics.push(demoFailureDiagnostic(use, problem, onMissingDemos));
  }
  return diagnostics;
}
