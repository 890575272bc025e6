import fs from 'node:fs';
import type { BuildOptions } from '../../src/build/build.js';
import { buildSite, REPO_ROOT, tempDir } from './site.js';
import { serveStatic, type StaticServer } from './staticServer.js';

export interface ServedSite {
  server: StaticServer;
  outDir: string;
  close(): Promise<void>;
}

/** Builds a site (the example site by default) and serves it on 127.0.0.1 for browser tests. */
export async function buildAndServe(root = REPO_ROOT, options: Partial<BuildOptions> = {}): Promise<ServedSite> {
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
