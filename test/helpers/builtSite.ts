import fs from 'node:fs';
import type { BuildOptions } from '../../src/build/build.js';
import { exampleSite } from './exampleSite.js';
import { buildSite, tempDir } from './site.js';
import { serveStatic, type StaticServer } from './staticServer.js';

export interface ServedSite {
  server: StaticServer;
  outDir: string;
  close(): Promise<void>;
}

/**
 * Builds a site and serves it on 127.0.0.1 for browser tests. Without a root, the example site
 * as the test run built it once (shared, never changed; see exampleSite).
 */
export async function buildAndServe(root?: string, options: Partial<BuildOptions> = {}): Promise<ServedSite> {
  if (root === undefined) {
    if (Object.keys(options).length > 0) throw new Error('the shared example site is built with the defaults: give its root to build it with options');
    const site = await exampleSite();
    if (site.exitCode !== 0) throw new Error(`build failed: ${JSON.stringify(site.diagnostics.slice(0, 5))}`);
    const server = await serveStatic(site.outDir);
    return { server, outDir: site.outDir, close: () => server.close() };
  }
  const outDir = tempDir('docsgen-e2e-');
  const result = await buildSite(root, outDir, options);
  if (result.exitCode !== 0) throw new Error(`build failed: ${JSON.stringify(result.diagnostics.slice(0, 5))}`);
  const server = await serveStatic(outDir);
  return {
    server,
    outDir,
    close: async () => {
      await server.close();
      fs.rmSync(outDir, { recursive: true, force: true });
    },
  };
}
