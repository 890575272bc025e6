import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { OUTPUT_MARKER } from '../../src/build/emit/outputFolder.js';
import { docsgen, stackLines } from '../helpers/cli.js';
import { copyFixture, snapshotDir, tempDir } from '../helpers/site.js';

/**
 * Issue 16, item 1: the output folder can never hold the sources. Each case runs the real command
 * as a user would, and checks the exit code, the one line it prints, and that not a byte of the
 * site (sources, config, `.git`) changed.
 */
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

/** A copy of the basic fixture inside a parent folder of its own (so `--out ..` has something to lose), with a `.git`. */
function userSite(): { parent: string; root: string } {
  const parent = tempDir('docsgen-user-');
  cleanup.push(parent);
  const copy = copyFixture('basic');
  const root = path.join(parent, 'site');
  fs.renameSync(copy, root);
  fs.mkdirSync(path.join(root, '.git'));
  fs.writeFileSync(path.join(root, '.git/HEAD'), 'ref: refs/heads/main\n');
  fs.writeFileSync(path.join(parent, 'notes.txt'), 'the user keeps other work here\n');
  return { parent, root };
}

describe('an output folder that would replace the sources is refused', () => {
  const refusals: Array<{ name: string; args: string[]; message: RegExp }> = [
    { name: '--out . (the site folder)', args: ['build', '--out', '.'], message: /Refusing --out \.: it is the site folder/ },
    { name: '--out .. (holds the site folder)', args: ['build', '--out', '..'], message: /Refusing --out \.\.: it holds the site folder/ },
    { name: '--out content', args: ['build', '--out', 'content'], message: /Refusing --out content: it overlaps content/ },
    {
      name: '--out inside content',
      args: ['build', '--out', 'content/material-ui/out'],
      message: /Refusing --out content\/material-ui\/out: it overlaps content/,
    },
    { name: '--out .git', args: ['build', '--out', '.git'], message: /it overlaps \.git/ },
    { name: '--out node_modules/x', args: ['build', '--out', 'node_modules/x'], message: /it overlaps node_modules/ },
    { name: '--out .docsgen (the cache)', args: ['build', '--out', '.docsgen'], message: /it overlaps \.docsgen/ },
  ];
  for (const { name, args, message } of refusals) {
    it(name, () => {
      const { parent, root } = userSite();
      const before = snapshotDir(parent);
      const result = docsgen(args, root);
      expect(result.status).toBe(2);
      const lines = result.stderr.trim().split('\n');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/^\.:0:0 {2}error {2}unsafe-output-folder {2}/);
      expect(lines[0]).toMatch(message);
      expect(stackLines(result.stderr)).toEqual([]);
      expect(snapshotDir(parent)).toEqual(before);
    });
  }

  it('config outDir "." points at its line in the config', () => {
    const { parent, root } = userSite();
    const configFile = path.join(root, 'docsgen.config.json');
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
    fs.writeFileSync(configFile, JSON.stringify({ title: config.title, outDir: '.', ...config }, null, 2));
    const before = snapshotDir(parent);
    const result = docsgen(['build'], root);
    expect(result.status).toBe(2);
    expect(result.stderr.trim()).toMatch(/^docsgen\.config\.json:3:0 {2}error {2}unsafe-output-folder {2}Refusing outDir \.: it is the site folder/);
    expect(snapshotDir(parent)).toEqual(before);
  });

  it('a folder that holds the config through a symbolic link is refused too', () => {
    const { parent, root } = userSite();
    fs.symlinkSync(root, path.join(parent, 'alias'));
    const before = snapshotDir(root);
    const result = docsgen(['build', '--out', path.join(parent, 'alias')], root);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/it is the site folder/);
    expect(snapshotDir(root)).toEqual(before);
  });

  it('merge refuses to write over a shard or the current folder', () => {
    const { root } = userSite();
    const shard = path.join(root, 'shard-1');
    expect(docsgen(['build', '--shard', '1/1', '--out', shard, '--quiet'], root).status).toBe(0);
    const before = snapshotDir(shard);
    const overShard = docsgen(['merge', shard, '--out', shard], root);
    expect(overShard.status).toBe(2);
    expect(overShard.stderr).toMatch(/Refusing --out shard-1: it overlaps shard-1/);
    const overCwd = docsgen(['merge', shard, '--out', '.'], shard);
    expect(overCwd.status).toBe(2);
    expect(overCwd.stderr).toMatch(/Refusing --out \.: it is the current folder/);
    expect(snapshotDir(shard)).toEqual(before);
  });
});

describe('a folder docsgen did not write is replaced only with --force', () => {
  it('refuses a non-empty foreign folder, replaces it with --force, and replaces its own output after that', () => {
    const { root } = userSite();
    const out = path.join(root, 'public-html');
    fs.mkdirSync(out);
    fs.writeFileSync(path.join(out, 'thesis.tex'), 'years of work\n');
    const refused = docsgen(['build', '--out', 'public-html'], root);
    expect(refused.status).toBe(2);
    expect(refused.stderr).toMatch(
      /Refusing --out public-html: the folder is not empty and was not written by docsgen\. Choose an empty or new folder, or pass --force to replace it/,
    );
    expect(fs.readFileSync(path.join(out, 'thesis.tex'), 'utf8')).toBe('years of work\n');

    const forced = docsgen(['build', '--out', 'public-html', '--force', '--quiet'], root);
    expect(forced.status).toBe(0);
    expect(fs.existsSync(path.join(out, 'thesis.tex'))).toBe(false);
    expect(fs.existsSync(path.join(out, OUTPUT_MARKER))).toBe(true);
    // Marked as docsgen's: the next build replaces it without --force.
    expect(docsgen(['build', '--out', 'public-html', '--quiet'], root).status).toBe(0);
  });

  it('an empty folder, a new folder, and an output of a docsgen that did not mark its outputs are fine', () => {
    const { root } = userSite();
    fs.mkdirSync(path.join(root, 'empty'));
    expect(docsgen(['build', '--out', 'empty', '--quiet'], root).status).toBe(0);
    expect(docsgen(['build', '--out', 'new/deeper', '--quiet'], root).status).toBe(0);
    fs.rmSync(path.join(root, 'empty', OUTPUT_MARKER));
    expect(docsgen(['build', '--out', 'empty', '--quiet'], root).status).toBe(0);
  });

  it('a file in place of the output folder is refused', () => {
    const { root } = userSite();
    fs.writeFileSync(path.join(root, 'dist'), 'not a folder\n');
    const result = docsgen(['build', '--quiet'], root);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/Refusing outDir dist: it is a file, not a folder/);
    expect(fs.readFileSync(path.join(root, 'dist'), 'utf8')).toBe('not a folder\n');
  });
});

describe('a symbolic link as the output folder', () => {
  it('updates the folder it points to and keeps the link', () => {
    const { parent, root } = userSite();
    const target = path.join(parent, 'served');
    fs.mkdirSync(target);
    fs.symlinkSync(target, path.join(root, 'dist'));
    expect(docsgen(['build', '--quiet'], root).status).toBe(0);
    expect(fs.lstatSync(path.join(root, 'dist')).isSymbolicLink()).toBe(true);
    expect(fs.existsSync(path.join(target, 'joy-ui/overview/index.html'))).toBe(true);
    // Built again through the link: still a link, the target replaced atomically beside itself.
    expect(docsgen(['build', '--quiet'], root).status).toBe(0);
    expect(fs.lstatSync(path.join(root, 'dist')).isSymbolicLink()).toBe(true);
    expect(fs.readdirSync(parent).sort()).toEqual(['notes.txt', 'served', 'site']);
  });

  it('refuses a link to nowhere', () => {
    const { root } = userSite();
    fs.symlinkSync(path.join(root, 'no-such-folder'), path.join(root, 'dist'));
    const result = docsgen(['build'], root);
    expect(result.status).toBe(2);
    expect(result.stderr).toMatch(/Refusing outDir dist: it is a symbolic link to a folder that does not exist/);
  });
});
