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
 * as the test run built it once (shared and never changed, so never removed here; see exampleSite).
 */
export async function buildAndServe(root?: string, options: Partial<BuildOptions> = {}): Promise<ServedSite> {
  if (root === undefined && Object.keys(options).length > 0) {
    throw new Error('the shared example site is built with the defaults: give its root to build it with options');
  }
  // A site built here is this server's own, removed with it.
  const own = root === undefined ? undefined : { root, outDir: tempDir('docsgen-e2e-') };
  const built = own === undefined ? await exampleSite() : { ...(await buildSite(own.root, own.outDir, options)), outDir: own.outDir };
  if (built.exitCode !== 0) throw new Error(`build failed: ${JSON.stringify(built.diagnostics.slice(0, 5))}`);
  const server = await serveStatic(built.outDir);
  return {
    server,
    outDir: built.outDir,
    close: async () => {
      await server.close();
      if (own !== undefined) fs.rmSync(own.outDir, { recursive: true, force: true });
    },
  };
}
