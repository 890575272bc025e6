import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { check } from '../../src/build/check.js';
import { AtomicDir, repairOutput } from '../../src/build/emit/atomicDir.js';
import { buildSite, copyFixture, snapshotDir, tempDir } from '../helpers/site.js';

/**
 * Issue 16, item 6: both renames of a build's commit are recoverable. A build killed between them
 * left no output and the previous one set aside as `<out>.docsgen-old-<pid>`; whichever command
 * runs next puts it back, and no temporary copy survives.
 */
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

/** A pid no process has: builds that had it are dead. */
const DEAD_PID = 2 ** 22 + 12_345;

function builtSite(): { root: string; out: string } {
  const root = copyFixture('basic');
  cleanup.push(root);
  return { root, out: path.join(root, 'dist') };
}

/** What `kill -9` between the two renames of `AtomicDir.commit` leaves: the previous output set aside, the new one complete beside it. */
function killBetweenRenames(out: string): void {
  fs.renameSync(out, `${out}.docsgen-old-${DEAD_PID}`);
  fs.cpSync(`${out}.docsgen-old-${DEAD_PID}`, `${out}.docsgen-tmp-${DEAD_PID}`, { recursive: true });
  fs.writeFileSync(path.join(`${out}.docsgen-tmp-${DEAD_PID}`, 'half-written.html'), '<p>');
}

const siblings = (out: string) => fs.readdirSync(path.dirname(out)).filter((name) => name.startsWith(`${path.basename(out)}.docsgen-`));

describe('a build killed between the two renames of its commit', () => {
  it('is repaired by the next check: the previous output is back byte for byte, nothing else is left', async () => {
    const { root, out } = builtSite();
    expect((await buildSite(root, out)).exitCode).toBe(0);
    const previous = snapshotDir(out);
    killBetweenRenames(out);
    expect(fs.existsSync(out)).toBe(false);

    expect((await check({ root })).exitCode).toBe(0);
    expect(snapshotDir(out)).toEqual(previous);
    expect(siblings(out)).toEqual([]);
  });

  it('is repaired by the next build, which then replaces the output as usual', async () => {
    const { root, out } = builtSite();
    expect((await buildSite(root, out)).exitCode).toBe(0);
    killBetweenRenames(out);
    fs.appendFileSync(path.join(root, 'content/joy-ui/overview.md'), '\nA new sentence.\n');
    expect((await buildSite(root, out)).exitCode).toBe(0);
    expect(fs.readFileSync(path.join(out, 'joy-ui/overview/index.html'), 'utf8')).toContain('A new sentence.');
    expect(fs.existsSync(path.join(out, 'half-written.html'))).toBe(false);
    expect(siblings(out)).toEqual([]);
  });

  it('a build that fails to make the second rename puts the previous output back itself', async () => {
    const parent = tempDir();
    cleanup.push(parent);
    const out = path.join(parent, 'dist');
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, 'index.html'), 'previous');
    const atomic = new AtomicDir(out);
    fs.rmSync(atomic.tempDir, { recursive: true });
    await expect(atomic.commit()).rejects.toThrow(/ENOENT/);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('previous');
    expect(siblings(out)).toEqual([]);
  });

  it('a build killed after both renames leaves the new output and an old copy the next command removes', () => {
    const parent = tempDir();
    cleanup.push(parent);
    const out = path.join(parent, 'dist');
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, 'index.html'), 'new');
    fs.mkdirSync(`${out}.docsgen-old-${DEAD_PID}`);
    fs.writeFileSync(path.join(`${out}.docsgen-old-${DEAD_PID}`, 'index.html'), 'old');
    expect(repairOutput(out)).toBe(false);
    expect(fs.readFileSync(path.join(out, 'index.html'), 'utf8')).toBe('new');
    expect(siblings(out)).toEqual([]);
  });

  it('leaves the folders of a build that is still running alone', () => {
    const parent = tempDir();
    cleanup.push(parent);
    const out = path.join(parent, 'dist');
    // The parent of this test process is alive and is not this process.
    fs.mkdirSync(`${out}.docsgen-tmp-${process.ppid}`);
    repairOutput(out);
    expect(siblings(out)).toEqual([`dist.docsgen-tmp-${process.ppid}`]);
  });
});
