import * as esbuild from 'esbuild';
import { describe, expect, it } from 'vitest';
import { holdEsbuild, releaseEsbuild, useEsbuild } from '../../../../src/build/modules/esbuildService.js';

/** A build whose one module loads only when `open` is called: a call held in flight. */
function heldBuild() {
  let open!: () => void;
  const gate = new Promise<void>((resolve) => (open = resolve));
  const plugin: esbuild.Plugin = {
    name: 'gate',
    setup(build) {
      build.onResolve({ filter: /^gated$/ }, () => ({ path: 'gated', namespace: 'gate' }));
      build.onLoad({ filter: /.*/, namespace: 'gate' }, async () => {
        await gate;
        return { contents: 'export const answer = 42;' };
      });
    },
  };
  const result = useEsbuild(() => esbuild.build({ entryPoints: ['gated'], bundle: true, write: false, format: 'esm', plugins: [plugin], logLevel: 'silent' }));
  return { result, open };
}

const transform = () => useEsbuild(() => esbuild.transform('let a = 1 + 1', { minify: true }));

describe('releasing the esbuild service', () => {
  it('lets a call in flight finish (another build in the same process)', { timeout: 20_000 }, async () => {
    const held = heldBuild();
    await new Promise((resolve) => setTimeout(resolve, 200));
    releaseEsbuild();
    held.open();
    const result = await held.result;
    expect(result.outputFiles[0]!.text).toContain('42');
  });

  it('starts the service again for a later call', async () => {
    releaseEsbuild();
    expect((await transform()).code).toBe('let a=2;\n');
  });

  it('waits for a held context to be let go', { timeout: 20_000 }, async () => {
    const letGo = holdEsbuild();
    const context = await esbuild.context({ stdin: { contents: 'export const b = 2' }, write: false, logLevel: 'silent' });
    releaseEsbuild();
    expect((await context.rebuild()).outputFiles[0]!.text).toContain('b = 2');
    await context.dispose();
    letGo();
    expect((await transform()).code).toBe('let a=2;\n');
  });
});
