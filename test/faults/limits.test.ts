import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildSite, REPO_ROOT, snapshotDir } from '../helpers/site.js';
import { LIMIT_MS, LOOP, limitSite } from './limitSite.js';

const cleanup: string[] = [];
afterAll(() => {
  for (const dir of cleanup) fs.rmSync(dir, { recursive: true, force: true });
});

/** A fault site, built once cleanly so that the fault's build has a previous output to keep. */
async function siteWithOutput(): Promise<{ root: string; out: string; before: Map<string, Buffer> }> {
  const root = limitSite();
  cleanup.push(root);
  const out = path.join(root, 'dist');
  const first = await buildSite(root, out);
  expect(first.diagnostics).toEqual([]);
  expect(first.exitCode).toBe(0);
  return { root, out, before: snapshotDir(out) };
}

function write(root: string, file: string, text: string): void {
  fs.writeFileSync(path.join(root, file), text);
}

/** The build's result, how long it took, and that the previous output is byte for byte what it was. */
async function buildWithFault(site: { root: string; out: string; before: Map<string, Buffer> }) {
  const started = performance.now();
  const result = await buildSite(site.root, site.out);
  const seconds = (performance.now() - started) / 1000;
  const after = snapshotDir(site.out);
  expect([...after.keys()].sort()).toEqual([...site.before.keys()].sort());
  for (const [file, bytes] of site.before) expect(bytes.equals(after.get(file)!), file).toBe(true);
  expect(fs.readdirSync(site.root).filter((name) => name.includes('.docsgen-'))).toEqual([]);
  return { result, seconds };
}

const timeoutText = `did not finish within ${LIMIT_MS / 1000} s (limits.evaluateMs)`;

describe('site code that never ends is stopped at the time limit', () => {
  it('a looping TS manifest', async () => {
    const site = await siteWithOutput();
    write(site.root, 'content/ui/pages.ts', `${LOOP}\nexport default [];\n`);
    const { result, seconds } = await buildWithFault(site);
    expect(result.exitCode).toBe(1);
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'invalid-manifest',
        file: 'content/ui/pages.ts',
        message: `Cannot load the manifest: Evaluating the module ${timeoutText}`,
      }),
    );
    expect(seconds).toBeLessThan(LIMIT_MS / 1000 + 20);
    console.log(`looping TS manifest stopped, build ended in ${seconds.toFixed(2)} s`);
  });

  it('a manifest whose getter loops', async () => {
    const site = await siteWithOutput();
    write(site.root, 'content/ui/pages.ts', `export default [{ pathname: '/ui/intro', get title() { ${LOOP} return 'x'; } }];\n`);
    const { result } = await buildWithFault(site);
    expect(result.exitCode).toBe(1);
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({ code: 'invalid-manifest', file: 'content/ui/pages.ts', message: `Cannot load the manifest: Reading its value ${timeoutText}` }),
    );
  });

  it('a component whose module loops, and one whose render loops', async () => {
    const site = await siteWithOutput();
    write(site.root, 'components/Hello.tsx', `${LOOP}\nexport default function Hello() { return null; }\n`);
    const topLevel = await buildWithFault(site);
    expect(topLevel.result.exitCode).toBe(1);
    expect(topLevel.result.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'component-invalid',
        file: 'content/ui/intro.md',
        line: 5,
        message: `Component "Hello" (components/Hello.tsx) cannot be loaded: Evaluating the module ${timeoutText}`,
      }),
    );
    write(site.root, 'components/Hello.tsx', `export default function Hello() {\n  ${LOOP}\n}\n`);
    const render = await buildWithFault(site);
    expect(render.result.exitCode).toBe(1);
    expect(render.result.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'component-invalid',
        file: 'components/Hello.tsx',
        message: `Component "Hello" (components/Hello.tsx) cannot be rendered on /ui/intro/: rendering it ${timeoutText}`,
      }),
    );
  });

  it('a demo whose module loops, and one whose render loops', async () => {
    const site = await siteWithOutput();
    write(site.root, 'content/ui/Demo.tsx', `${LOOP}\nexport default function Demo() { return null; }\n`);
    const topLevel = await buildWithFault(site);
    expect(topLevel.result.exitCode).toBe(1);
    expect(topLevel.result.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'demo-failed',
        file: 'content/ui/Demo.tsx',
        message: `Demo Demo.tsx on /ui/demo/ (content/ui/demo.md:5) cannot be rendered: Evaluating the module ${timeoutText}`,
      }),
    );
    write(site.root, 'content/ui/Demo.tsx', `export default function Demo() {\n  ${LOOP}\n}\n`);
    const render = await buildWithFault(site);
    expect(render.result.exitCode).toBe(1);
    expect(render.result.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'demo-failed',
        file: 'content/ui/Demo.tsx',
        message: `Demo Demo.tsx on /ui/demo/ (content/ui/demo.md:5) cannot be rendered: rendering it ${timeoutText}`,
      }),
    );
    console.log(`looping demo render stopped, build ended in ${render.seconds.toFixed(2)} s`);
  });
});

describe('a module with a top-level await', () => {
  it('loads as before, and one that never settles is stopped at the time limit', async () => {
    const site = await siteWithOutput();
    write(
      site.root,
      'docsgen.config.ts',
      fs.readFileSync(path.join(site.root, 'docsgen.config.ts'), 'utf8').replace("title: 'Limits'", "title: await Promise.resolve('Awaited')"),
    );
    const awaited = await buildSite(site.root, site.out);
    expect(awaited.diagnostics).toEqual([]);
    expect(fs.readFileSync(path.join(site.out, 'ui/intro/index.html'), 'utf8')).toContain('Awaited');
    const before = snapshotDir(site.out);
    write(site.root, 'content/ui/pages.ts', 'await new Promise(() => {});\nexport default [];\n');
    const { result, seconds } = await buildWithFault({ ...site, before });
    expect(result.exitCode).toBe(1);
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'invalid-manifest',
        file: 'content/ui/pages.ts',
        message: `Cannot load the manifest: Evaluating the module ${timeoutText}`,
      }),
    );
    expect(seconds).toBeLessThan(LIMIT_MS / 1000 + 20);
  });
});

describe('a thrown error is placed in the source that threw it', () => {
  it('a TS manifest that throws at its top level', async () => {
    const site = await siteWithOutput();
    write(site.root, 'content/ui/pages.ts', `const pages = [];\n\nif (pages.length === 0) throw new Error('no pages');\nexport default pages;\n`);
    const { result } = await buildWithFault(site);
    expect(result.diagnostics).toContainEqual(
      expect.objectContaining({
        code: 'invalid-manifest',
        file: 'content/ui/pages.ts',
        line: 3,
        column: 31,
        message: 'Cannot load the manifest: Evaluating the module threw: no pages',
      }),
    );
  });

  it('a TS config that throws at its top level (exit 2)', async () => {
    const site = await siteWithOutput();
    write(site.root, 'docsgen.config.ts', `type T = { a: number };\nconst broken: T = { a: 1 };\nthrow new Error('bad config ' + broken.a);\n`);
    const { result } = await buildWithFault(site);
    expect(result.exitCode).toBe(2);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'config-unreadable',
        file: 'docsgen.config.ts',
        line: 3,
        column: 7,
        message: 'Cannot load the config: Evaluating the module threw: bad config 1',
      }),
    ]);
  });

  it("a demo's syntax error and its render throw name the demo file and line", async () => {
    const site = await siteWithOutput();
    write(site.root, 'content/ui/Demo.tsx', `export default function Demo() {\n  const label = ;\n  return label;\n}\n`);
    const syntax = await buildWithFault(site);
    expect(syntax.result.exitCode).toBe(1);
    expect(syntax.result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'demo-failed',
        file: 'content/ui/Demo.tsx',
        line: 2,
        column: 17,
        severity: 'error',
        message: expect.stringContaining('(content/ui/demo.md:5) cannot be rendered: Unexpected ";"'),
      }),
    ]);
    write(
      site.root,
      'content/ui/Demo.tsx',
      `import { useState } from 'react';\n\nexport default function Demo() {\n  const [n] = useState(1);\n  if (n > 0) throw new Error('render failed');\n  return null;\n}\n`,
    );
    const threw = await buildWithFault(site);
    expect(threw.result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'demo-failed',
        file: 'content/ui/Demo.tsx',
        line: 5,
        column: 20,
        message:
          'Demo Demo.tsx on /ui/demo/ (content/ui/demo.md:5) cannot be rendered on the server (the page renders it in the browser only): it threw while rendering: render failed',
      }),
    ]);
  });
});

const BIN = path.join(REPO_ROOT, 'bin/docsgen.js');

interface Finished {
  code: number | null;
  stdout: string;
  stderr: string;
  /** From the signal (or the start, when none was sent) to the exit. */
  seconds: number;
}

/**
 * Runs `docsgen build` in `root`; with `signal`, sends it once the build has started its temporary
 * output and has had `afterMs` to get into the site's code.
 */
function runDocsgen(args: string[], options: { signal?: NodeJS.Signals; afterMs?: number; env?: NodeJS.ProcessEnv } = {}): Promise<Finished> {
  const child = spawn(process.execPath, [BIN, ...args], { env: { ...process.env, NODE_ENV: '', ...options.env } });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  let from = performance.now();
  if (options.signal) {
    const signal = options.signal;
    setTimeout(() => {
      from = performance.now();
      child.kill(signal);
    }, options.afterMs ?? 0);
  }
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, stdout, stderr, seconds: (performance.now() - from) / 1000 })));
}

/** A built site whose demo then loops forever while rendering (with a long limit: only a signal stops it). */
async function siteLoopingInRender(): Promise<{ root: string; before: Map<string, Buffer> }> {
  const root = limitSite({
    'docsgen.config.ts': fs.readFileSync(path.join(limitSite(), 'docsgen.config.ts'), 'utf8').replace(`evaluateMs: ${LIMIT_MS}`, 'evaluateMs: 600000'),
  });
  cleanup.push(root);
  const first = await runDocsgen(['build', root, '--quiet']);
  expect(first.code, first.stderr).toBe(0);
  const before = snapshotDir(path.join(root, 'dist'));
  write(root, 'content/ui/Demo.tsx', `export default function Demo() {\n  ${LOOP}\n}\n`);
  return { root, before };
}

function expectOutputKept(root: string, before: Map<string, Buffer>): void {
  const after = snapshotDir(path.join(root, 'dist'));
  expect([...after.keys()].sort()).toEqual([...before.keys()].sort());
  for (const [file, bytes] of before) expect(bytes.equals(after.get(file)!), file).toBe(true);
  expect(fs.readdirSync(root).filter((name) => name.includes('.docsgen-'))).toEqual([]);
}

describe('the docsgen command stops when asked, even while site code loops', () => {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    it(`${signal} during a demo render that never ends`, async () => {
      const { root, before } = await siteLoopingInRender();
      // 3 s: the build is well inside the demo's loop by then (a build of this site takes ~1.5 s).
      const stopped = await runDocsgen(['build', root, '--quiet'], { signal, afterMs: 3000 });
      console.log(`${signal} during a looping demo render: exit ${stopped.code} ${stopped.seconds.toFixed(2)} s after the signal`);
      expect(stopped.code).toBe(130);
      expect(stopped.stderr).toContain('Stopped; the previous output is unchanged.');
      // The contract is 2 s (1.5 s grace, then the thread is terminated); the machine is shared.
      expect(stopped.seconds).toBeLessThan(4);
      expectOutputKept(root, before);
    });
  }
});

describe('the docsgen command reports site code that hangs or runs out of memory', () => {
  it('a looping config exits 2, naming the config', async () => {
    const root = limitSite({ 'docsgen.config.ts': `${LOOP}\nexport default {};\n` });
    cleanup.push(root);
    // The config is evaluated under the default limit (10 s): its own limits cannot apply to it.
    const result = await runDocsgen(['build', root, '--quiet']);
    console.log(`looping config: exit ${result.code} after ${result.seconds.toFixed(2)} s`);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain(
      'docsgen.config.ts:0:0  error  config-unreadable  Cannot load the config: Evaluating the module did not finish within 10 s (limits.evaluateMs)',
    );
    expect(result.seconds).toBeGreaterThan(9);
    expect(result.seconds).toBeLessThan(30);
  });

  it('a demo that allocates without end in a render worker is an out-of-memory error naming the demo', async () => {
    // Enough pages for a render worker; the demo allocates only there.
    const pages: Record<string, string> = {};
    for (let i = 0; i < 300; i++) pages[`content/ui/many/p${i}.md`] = `# Page ${i}\n\n{{"demo": "../Demo.tsx"}}\n`;
    // A long time limit: the memory limit must be what stops the demo.
    const root = limitSite({
      ...pages,
      'docsgen.config.ts': fs.readFileSync(path.join(limitSite(), 'docsgen.config.ts'), 'utf8').replace(`evaluateMs: ${LIMIT_MS}`, 'evaluateMs: 600000'),
    });
    cleanup.push(root);
    const first = await runDocsgen(['build', root, '--quiet', '--concurrency', '2', '--no-cache']);
    expect(first.code, first.stderr).toBe(0);
    const before = snapshotDir(path.join(root, 'dist'));
    write(
      root,
      'content/ui/Demo.tsx',
      `const hoard: number[][] = [];
// A render worker is given the output folder; not an import of node:worker_threads: the demo is bundled for the browser too.
const threads = (process as unknown as { getBuiltinModule(name: string): { workerData?: { outDir?: string } } }).getBuiltinModule('node:worker_threads');
const inWorker = () => threads.workerData?.outDir !== undefined;
export default function Demo() {
  while (inWorker()) hoard.push(new Array(1e6).fill(1.5));
  return <button type="button">Demo</button>;
}
`,
    );
    const result = await runDocsgen(['build', root, '--quiet', '--concurrency', '2', '--no-cache'], { env: { NODE_OPTIONS: '--max-old-space-size=256' } });
    console.log(`memory bomb in a render worker: exit ${result.code} after ${result.seconds.toFixed(2)} s`);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^content\/ui\/Demo\.tsx:0:0 {2}error {2}out-of-memory {2}Rendering it on \/ui\/[\w/-]+ ran out of memory \(in a render worker\)$/m,
    );
    expectOutputKept(root, before);
  });

  it('a config that allocates without end is an out-of-memory config error (exit 2)', async () => {
    const root = limitSite({ 'docsgen.config.ts': 'const hoard: number[][] = [];\nfor (;;) hoard.push(new Array(1e6).fill(1.5));\nexport default {};\n' });
    cleanup.push(root);
    const result = await runDocsgen(['build', root, '--quiet'], { env: { NODE_OPTIONS: '--max-old-space-size=256' } });
    console.log(`memory bomb in the config: exit ${result.code} after ${result.seconds.toFixed(2)} s`);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^docsgen\.config\.ts:0:0 {2}error {2}out-of-memory {2}Evaluating it ran out of memory/m);
  });

  it('a page within the limits whose rendering exhausts the heap is an out-of-memory error naming the page, not "docsgen ran out of memory"', async () => {
    const root = limitSite();
    cleanup.push(root);
    // A heap the site fits in, and a page of 45,000 short paragraphs (under the page limits) does not.
    const env = { NODE_OPTIONS: '--max-old-space-size=150' };
    const first = await runDocsgen(['build', root, '--quiet', '--no-cache'], { env });
    expect(first.code, first.stderr).toBe(0);
    const before = snapshotDir(path.join(root, 'dist'));
    write(root, 'content/ui/items.md', `# Items\n\n${'A paragraph.\n\n'.repeat(45_000)}`);
    const result = await runDocsgen(['build', root, '--quiet', '--no-cache'], { env });
    console.log(`a page exhausting the heap: exit ${result.code} after ${result.seconds.toFixed(2)} s`);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^content\/ui\/items\.md:0:0 {2}error {2}out-of-memory {2}Rendering the page \/ui\/items\/ ran out of memory \(the limit is \d+ MB/m,
    );
    expect(result.stderr).not.toMatch(/FATAL|at .*\(.*:\d+:\d+\)/);
    expectOutputKept(root, before);
  });

  it('a demo that allocates without end is an out-of-memory error naming the demo and the page, not a V8 crash', async () => {
    const root = limitSite();
    cleanup.push(root);
    const env = { NODE_OPTIONS: '--max-old-space-size=256' };
    const first = await runDocsgen(['build', root, '--quiet'], { env });
    expect(first.code, first.stderr).toBe(0);
    const before = snapshotDir(path.join(root, 'dist'));
    write(
      root,
      'content/ui/Demo.tsx',
      'const hoard: number[][] = [];\nexport default function Demo() {\n  for (;;) hoard.push(new Array(1e6).fill(1.5));\n}\n',
    );
    const result = await runDocsgen(['build', root, '--quiet'], { env });
    console.log(`memory bomb in a demo render: exit ${result.code} after ${result.seconds.toFixed(2)} s`);
    expect(result.code).toBe(1);
    expect(result.stderr).toMatch(
      /^content\/ui\/Demo\.tsx:0:0 {2}error {2}out-of-memory {2}Rendering it on \/ui\/demo\/ ran out of memory \(the limit is \d+ MB/m,
    );
    expect(result.stderr).not.toMatch(/FATAL|at .*\(.*:\d+:\d+\)/);
    expectOutputKept(root, before);
  });
});
