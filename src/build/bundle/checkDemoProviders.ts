import path from 'node:path';
import { demoProviders } from '../config/demoProviders.js';
import type { SiteConfig } from '../config/schema.js';
import { demoHostPlugin, demoProviderInWorld } from '../demos/demoHost.js';
import { DemoWorlds } from '../demos/demoWorlds.js';
import { BROWSER_READY } from '../demos/browserDemoProblems.js';
import { browserBuildOptions } from '../modules/browserBuild.js';
import { useEsbuild } from '../modules/esbuildService.js';
import { importsInsideSite } from '../modules/importsInsideSite.js';
import type { Diagnostic } from '../util/diagnostics.js';
import { bundleFailureDiagnostics } from './bundleFailure.js';

/**
 * `check`: each demo provider the config names, built for the browser as the runtime bundle builds
 * it (compiled in the world of its own folder, written nowhere, running nothing), so that one the
 * bundle cannot take is the same `bundle-failed` error, at the same place, from `check` as from `build`.
 */
export async function checkDemoProviders(root: string, config: Pick<SiteConfig, 'products' | 'demoProvider'>): Promise<Diagnostic[]> {
  const worlds = new DemoWorlds(root);
  const problems = await Promise.all(
    demoProviders(config).map(async (provider) => {
      const world = worlds.of(path.resolve(root, provider));
      try {
        await useEsbuild(({ build }) =>
          build({
            ...browserBuildOptions(root),
            absWorkingDir: root,
            entryPoints: [demoProviderInWorld(0, provider)],
            plugins: [importsInsideSite(root), demoHostPlugin([world], undefined, { siteRoot: root })],
            // As the demos' check: React and MUI are made for the browser, their imports need none.
            external: BROWSER_READY,
            outdir: path.join(root, '.docsgen', 'browser-check'),
            write: false,
          }),
        );
        return [];
      } catch (cause) {
        const diagnostics = bundleFailureDiagnostics(cause, { root, workingDir: root });
        if (!diagnostics) throw cause;
        return diagnostics;
      }
    }),
  );
  return problems.flat();
}
