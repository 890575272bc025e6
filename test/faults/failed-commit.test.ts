import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { OUTPUT_MARKER } from '../../src/build/emit/outputFolder.js';
import { merge } from '../../src/build/merge.js';
import { buildSite, copyFixture, snapshotDir } from '../helpers/site.js';

/**
 * Issue 27, item 10: a commit that fails (the swap's rename, or the marker written just before it)
 * leaves the previous output byte for byte and no temporary copy (`<out>.docsgen-tmp-<pid>`) beside
 * it, and says so as a diagnostic at the output folder. The failures are injected into `fs`.
 */
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});
afterEach(() => {
  vi.restoreAllMocks();
});

const siblings = (out: string) => fs.readdirSync(path.dirname(out)).filter((name) => name.startsWith(`${path.basename(out)}.docsgen-`));
const isTemp = (file: unknown) => typeof file === 'string' && /\.docsgen-tmp-\d+$/.test(file);

function failure(code: string, syscall: string, file: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${code}: injected, ${syscall} '${file}'`), { code, syscall, path: file });
}

/** The basic fixture built once: the previous output the failing build must leave as it is. */
async function builtSite(): Promise<{ root: string; out: string; previous: Map<string, Buffer> }> {
  const root = copyFixture('basic');
  cleanup.push(root);
  const out = path.join(root, 'dist');
  expect((await buildSite(root, out)).exitCode).toBe(0);
  fs.appendFileSync(path.join(root, 'content/joy-ui/overview.md'), '\nA sentence the failed build must not ship.\n');
  return { root, out, previous: snapshotDir(out) };
}

describe('a build whose commit fails', () => {
  it('when the new output cannot be renamed into place: output-write-failed at the output, the previous output back, no temporary copy', async () => {
    const { root, out, previous } = await builtSite();
    const rename = fs.renameSync.bind(fs);
    vi.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      if (isTemp(from)) throw failure('EIO', 'rename', String(from));
      rename(from, to);
    });
    const result = await buildSite(root, out);
    expect(result.exitCode).toBe(1);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        severity: 'error',
        code: 'output-write-failed',
        message: 'Cannot write the output: EIO (input/output error) at dist',
        file: 'dist',
      }),
    ]);
    expect(snapshotDir(out)).toEqual(previous);
    expect(siblings(out)).toEqual([]);
  });

  it("when the output's marker cannot be written just before the swap: the same, and nothing of the new output anywhere", async () => {
    const { root, out, previous } = await builtSite();
    const isNewMarker = (file: unknown) => typeof file === 'string' && path.basename(file) === OUTPUT_MARKER && isTemp(path.dirname(file));
    const link = fs.linkSync.bind(fs);
    const write = fs.writeFileSync.bind(fs);
    vi.spyOn(fs, 'linkSync').mockImplementation((from, to) => {
      if (isNewMarker(to)) throw failure('EXDEV', 'link', String(to));
      link(from, to);
    });
    vi.spyOn(fs, 'writeFileSync').mockImplementation((file, data, options) => {
      if (isNewMarker(file)) throw failure('ENOSPC', 'open', String(file));
      write(file, data, options);
    });
    const result = await buildSite(root, out);
    expect(result.exitCode).toBe(1);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'output-write-failed',
        message: `Cannot write the output: ENOSPC (no space left on the disk) at dist/${OUTPUT_MARKER}`,
        file: `dist/${OUTPUT_MARKER}`,
      }),
    ]);
    expect(snapshotDir(out)).toEqual(previous);
    expect(siblings(out)).toEqual([]);
  });
});

describe('a merge whose commit fails', () => {
  it('is output-write-failed at the output, with the previous output as it was and no temporary copy', async () => {
    const root = copyFixture('basic');
    cleanup.push(root);
    const shards = [1, 2].map((index) => path.join(root, `shard-${index}`));
    for (const [index, dir] of shards.entries()) expect((await buildSite(root, dir, { shard: { index: index + 1, count: 2 } })).exitCode).toBe(0);
    const out = path.join(root, 'merged');
    expect((await merge({ shards, outDir: out })).exitCode).toBe(0);
    const previous = snapshotDir(out);
    const rename = fs.renameSync.bind(fs);
    vi.spyOn(fs, 'renameSync').mockImplementation((from, to) => {
      if (isTemp(from)) throw failure('EIO', 'rename', String(from));
      rename(from, to);
    });
    const cwd = process.cwd();
    process.chdir(root);
    try {
      const result = await merge({ shards, outDir: out });
      expect(result.exitCode).toBe(1);
      expect(result.diagnostics).toEqual([
        expect.objectContaining({ code: 'output-write-failed', message: 'Cannot write the output: EIO (input/output error) at merged', file: 'merged' }),
      ]);
    } finally {
      process.chdir(cwd);
    }
    expect(snapshotDir(out)).toEqual(previous);
    expect(siblings(out)).toEqual([]);
  });
});
