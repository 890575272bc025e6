import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { copyFixture, FIXTURES, REPO_ROOT, snapshotDir, tempDir } from '../helpers/site.js';

const BIN = path.join(REPO_ROOT, 'bin/docsgen.js');
const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

const docsgen = (args: string[], cwd = REPO_ROOT) =>
  spawnSync(process.execPath, [BIN, ...args], { cwd, encoding: 'utf8', env: { ...process.env, NODE_ENV: '' } });

describe('the docsgen command', () => {
  it('prints its version and help', () => {
    const version = docsgen(['--version']);
    expect(version.status).toBe(0);
    expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
    const help = docsgen(['build', '--help']);
    expect(help.stdout).toContain('--site-url <url>');
    expect(help.stdout).toContain('--base <path>');
  });

  it('exits 2 on bad usage', () => {
    const result = docsgen(['build', '--no-such-flag']);
    expect(result.status).toBe(2);
    expect(result.stderr).toContain("unknown option '--no-such-flag'");
  });

  it('builds a site and ends with one summary line', () => {
    const out = tempDir();
    cleanup.push(out);
    const result = docsgen(['build', path.join(FIXTURES, 'basic'), '--out', out, '--no-cache']);
    expect(result.status).toBe(0);
    // The fixture's 7 pages and the generated home page.
    expect(result.stdout).toMatch(/^Built 8 pages in [\d.]+ m?s → .+ \([\d.]+ [KM]?B\)\n$/);
    expect(result.stderr).toBe('');
    expect(fs.existsSync(path.join(out, 'material-ui/getting-started/index.html'))).toBe(true);
  });

  it('lists every content error as file:line:column and exits 1', () => {
    const root = copyFixture('basic');
    cleanup.push(root);
    fs.writeFileSync(path.join(root, 'content/joy-ui/overview.md'), 'No title here.\n\n:::tip\nx\n:::\n');
    const result = docsgen(['build', root, '--quiet']);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('content/joy-ui/overview.md:1:0  error  missing-title  Missing title');
    expect(result.stderr).toContain('content/joy-ui/overview.md:3:1  error  unknown-callout  Unknown callout "tip"');
    expect(result.stdout).toBe('');
  });

  it('leaves the previous output unchanged when stopped with Ctrl+C', async () => {
    const root = copyFixture('basic');
    cleanup.push(root);
    expect(docsgen(['build', root, '--quiet']).status).toBe(0);
    const before = snapshotDir(path.join(root, 'dist'));
    // Many pages, so that the build is still rendering when the signal arrives.
    for (let i = 0; i < 1500; i++) fs.writeFileSync(path.join(root, `content/joy-ui/p${i}.md`), `# Page ${i}\n\nText.\n`);
    const child = spawn(process.execPath, [BIN, 'build', root], { env: { ...process.env, NODE_ENV: '' } });
    let output = '';
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    // Interrupt once the new output is being written, page by page.
    const temp = path.join(root, `dist.docsgen-tmp-${child.pid}`);
    const started = Date.now();
    while (!fs.existsSync(path.join(temp, 'joy-ui/p1/index.html')) && Date.now() - started < 30_000) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    child.kill('SIGINT');
    const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
    expect(code, output).toBe(130);
    // The build stopped by itself, between pages: it says so as a build stopped by force does, in one line.
    expect(output.trim().split('\n').at(-1)).toBe('Stopped; the previous output is unchanged.');
    expect(output).not.toContain('interrupted');
    const after = snapshotDir(path.join(root, 'dist'));
    expect(after.size).toBe(before.size);
    for (const [file, bytes] of before) expect(bytes.equals(after.get(file)!), file).toBe(true);
    expect(fs.readdirSync(root).filter((name) => name.includes('.docsgen-'))).toEqual([]);
  });
});

describe('docsgen build --shard and docsgen merge', () => {
  it('builds each shard, merges them into the site, and reuses the cache on a second build', () => {
    const root = copyFixture('basic');
    const work = tempDir();
    cleanup.push(root, work);
    const shards = ['1/2', '2/2'].map((shard, index) => {
      const dir = path.join(work, `shard-${index + 1}`);
      const result = docsgen(['build', root, '--shard', shard, '--out', dir]);
      expect(result.status, result.stderr).toBe(0);
      expect(result.stdout).toMatch(new RegExp(`^Built \\d+ pages \\(shard ${shard}\\) in `));
      return dir;
    });
    const merged = docsgen(['merge', ...shards, '--out', path.join(work, 'site')]);
    expect(merged.status, merged.stderr).toBe(0);
    expect(merged.stdout).toMatch(/^Merged 2 shards \(\d+ pages\) in .* → .*site/);
    expect(fs.existsSync(path.join(work, 'site/sitemap.xml'))).toBe(true);
    expect(fs.existsSync(path.join(work, 'site/docsgen-shard.json'))).toBe(false);

    const again = docsgen(['build', root, '--out', path.join(work, 'whole')]);
    expect(again.stdout).toMatch(/from the cache\)/);
  });

  it('exits 2 on a bad --shard or --concurrency', () => {
    expect(docsgen(['build', '--shard', '3/2']).stderr).toContain('between 1 and n');
    expect(docsgen(['build', '--shard', '3/2']).status).toBe(2);
    expect(docsgen(['build', '--concurrency', '0']).status).toBe(2);
  });
});

describe('docsgen check', () => {
  const brokenSite = () => {
    const root = copyFixture('basic');
    cleanup.push(root);
    fs.appendFileSync(path.join(root, 'content/joy-ui/overview.md'), '\nSee [nowhere](/nowhere/).\n');
    fs.writeFileSync(path.join(root, 'content/joy-ui/unlisted.md'), '# Unlisted\n');
    return root;
  };

  it('exits 0 on a clean site and writes nothing', () => {
    const root = copyFixture('basic');
    cleanup.push(root);
    const result = docsgen(['check', root]);
    expect(result.status).toBe(0);
    expect(result.stdout).toBe('');
    expect(result.stderr).toMatch(/^Checked 8 pages in [\d.]+ m?s: 0 errors, 0 warnings\n$/);
    expect(fs.existsSync(path.join(root, 'dist'))).toBe(false);
  });

  it('prints text diagnostics and exits 1 on errors; unlisted pages are warnings', () => {
    const result = docsgen(['check', brokenSite()]);
    expect(result.status).toBe(1);
    expect(result.stdout.split('\n').filter(Boolean)).toEqual([
      'content/joy-ui/overview.md:5:5  error  broken-link  Broken link /nowhere/: no page has the route /nowhere/',
      'content/joy-ui/unlisted.md:1:0  warning  unlisted-page  The page /joy-ui/unlisted/ is in no navigation manifest',
    ]);
  });

  it('prints one JSON object per diagnostic', () => {
    const result = docsgen(['check', brokenSite(), '--format', 'json']);
    const objects = result.stdout
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(objects[0]).toEqual({
      severity: 'error',
      code: 'broken-link',
      message: 'Broken link /nowhere/: no page has the route /nowhere/',
      file: 'content/joy-ui/overview.md',
      line: 5,
      column: 5,
    });
  });

  it('prints GitHub annotations', () => {
    const result = docsgen(['check', brokenSite(), '--format', 'github']);
    expect(result.stdout).toContain(
      '::error file=content/joy-ui/overview.md,line=5,col=5,title=broken-link::Broken link /nowhere/: no page has the route /nowhere/',
    );
    expect(result.stdout).toContain(
      '::warning file=content/joy-ui/unlisted.md,line=1,title=unlisted-page::The page /joy-ui/unlisted/ is in no navigation manifest',
    );
  });

  it('makes unlisted pages errors with --strict', () => {
    const root = copyFixture('basic');
    cleanup.push(root);
    fs.writeFileSync(path.join(root, 'content/joy-ui/unlisted.md'), '# Unlisted\n');
    expect(docsgen(['check', root]).status).toBe(0);
    const strict = docsgen(['check', root, '--strict']);
    expect(strict.status).toBe(1);
    expect(strict.stdout).toContain('content/joy-ui/unlisted.md:1:0  error  unlisted-page');
  });

  it('exits 2 on a config error and on a bad format', () => {
    const root = copyFixture('basic');
    cleanup.push(root);
    fs.writeFileSync(path.join(root, 'docsgen.config.json'), JSON.stringify({ title: 'x', products: [], languages: ['zh'] }));
    expect(docsgen(['check', root]).status).toBe(2);
    const format = docsgen(['check', root, '--format', 'xml']);
    expect(format.status).toBe(2);
    expect(format.stderr).toContain("argument 'xml' is invalid");
  });
});
