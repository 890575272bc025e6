import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recordedRuntimeFiles, RUNTIME_RECORD_FILE, RuntimeBundler } from '../../src/build/bundle/runtime.js';
import { clearServeFolder } from '../../src/build/server/serveFolder.js';
import { loadConfig } from '../../src/build/config/load.js';
import { collectDemos } from '../../src/build/site/collectDemos.js';
import { DemoIndex } from '../../src/build/demos/demoIndex.js';
import type { DemoSources } from '../../src/build/demos/demoSources.js';
import { loadSite } from '../../src/build/site/loadSite.js';
import type { SiteData } from '../../src/runtime/siteData.js';
import { copyFixture } from '../helpers/site.js';

let root: string;
let outDir: string;
let siteData: SiteData;
let demos: DemoSources[];
const bundler = new RuntimeBundler();

beforeAll(async () => {
  root = copyFixture('demos');
  outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bundler-'));
  const { config } = await loadConfig(root);
  const site = await loadSite(root, config!);
  siteData = { dictionary: site.dictionary, theme: config!.theme };
  demos = [...(await collectDemos(site, new DemoIndex(root))).values()];
});
afterAll(async () => {
  await bundler.dispose();
  for (const dir of [root, outDir]) fs.rmSync(dir, { recursive: true, force: true });
});

describe('RuntimeBundler (the dev server keeps it between reloads)', () => {
  it('keeps the last bundle while no input changed, and rebuilds when a demo changes', async () => {
    const first = await bundler.bundle(outDir, siteData, root, demos);
    expect(await bundler.bundle(outDir, siteData, root, demos)).toBe(first);

    const counter = path.join(root, 'content/material-ui/demos/Counter.tsx');
    fs.writeFileSync(counter, fs.readFileSync(counter, 'utf8').replace('Clicked', 'Pressed'));
    const second = await bundler.bundle(outDir, siteData, root, demos);
    expect(second).not.toBe(first);
    expect(second.files).not.toEqual(first.files);
    const changedChunks = second.files.filter((file) => !first.files.includes(file));
    expect(changedChunks.some((file) => fs.readFileSync(path.join(outDir, file), 'utf8').includes('Pressed'))).toBe(true);
  });

  it('rebuilds when a demo provider, or a module it imports, changes', async () => {
    const provider = 'content/material-ui/DemoProvider.tsx';
    fs.writeFileSync(path.join(root, 'content/material-ui/word.ts'), "export const word = 'first-word';\n");
    fs.writeFileSync(
      path.join(root, provider),
      "import { word } from './word';\nexport default function DemoProvider({ children }) { return <div title={word}>{children}</div>; }\n",
    );
    const wrapped = demos.map((demo) => ({ ...demo, providers: [provider] }));
    const bundled = (bundle: { files: string[] }) => bundle.files.map((file) => fs.readFileSync(path.join(outDir, file), 'utf8')).join('\n');
    const first = await bundler.bundle(outDir, siteData, root, wrapped);
    expect(bundled(first)).toContain('first-word');
    expect(await bundler.bundle(outDir, siteData, root, wrapped)).toBe(first);
    fs.writeFileSync(path.join(root, 'content/material-ui/word.ts'), "export const word = 'second-word';\n");
    const second = await bundler.bundle(outDir, siteData, root, wrapped);
    expect(second).not.toBe(first);
    expect(bundled(second)).toContain('second-word');
  });

  it('gives live editing the modules a changed demo now imports', async () => {
    const mapOf = (bundle: { files: string[] }) =>
      bundle.files.map((file) => fs.readFileSync(path.join(outDir, file), 'utf8')).find((code) => code.includes('"react/jsx-runtime":')) ?? '';
    const before = await bundler.bundle(outDir, siteData, root, demos);
    expect(mapOf(before)).not.toContain('"@mui/material/Divider"');
    const counter = path.join(root, 'content/material-ui/demos/Counter.tsx');
    const code = `import Divider from '@mui/material/Divider';\n${fs.readFileSync(counter, 'utf8').replace(' times', ' times<Divider />')}`;
    fs.writeFileSync(counter, code);
    const changed = demos.map((demo) => ({ ...demo, sources: demo.sources.map((source) => (source.file === counter ? { ...source, code } : source)) }));
    expect(mapOf(await bundler.bundle(outDir, siteData, root, changed))).toContain('"@mui/material/Divider"');
  });

  it('makes a new bundle when the site data changes', async () => {
    const before = await bundler.bundle(outDir, siteData, root, demos);
    const after = await bundler.bundle(outDir, { ...siteData, docsHost: 'docs.example.com' }, root, demos);
    expect(after).not.toBe(before);
    expect(after.entry).not.toBe(before.entry);
  });
});

describe('RuntimeBundler with a record (a dev server started again)', () => {
  it('takes the bundle another bundler recorded while nothing it was made from changed, and bundles again when a demo changed', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bundler-record-'));
    const first = new RuntimeBundler({ recorded: true });
    const second = new RuntimeBundler({ recorded: true });
    const third = new RuntimeBundler({ recorded: true });
    try {
      const made = await first.bundle(dir, siteData, root, demos);
      await first.dispose();
      expect(fs.existsSync(path.join(dir, RUNTIME_RECORD_FILE))).toBe(true);
      // What the next server keeps of the folder: the recorded bundle, nothing else.
      fs.writeFileSync(path.join(dir, 'page.html'), 'a page of the last server');
      clearServeFolder(dir);
      expect(fs.readdirSync(dir)).toEqual(['_docsgen']);
      expect(fs.readdirSync(path.join(dir, '_docsgen')).sort()).toEqual(
        [...made.files.map((file) => path.basename(file)), path.basename(RUNTIME_RECORD_FILE)].sort(),
      );

      // Taken as recorded: the same files, and nothing written.
      const stamps = () => made.files.map((file) => fs.statSync(path.join(dir, file)).mtimeMs);
      const before = stamps();
      expect(await second.bundle(dir, siteData, root, demos)).toEqual(made);
      expect(stamps()).toEqual(before);
      // Another site data is another key: not the recorded bundle.
      expect((await second.bundle(dir, { ...siteData, docsHost: 'docs.example.com' }, root, demos)).entry).not.toBe(made.entry);
      await second.dispose();

      const counter = path.join(root, 'content/material-ui/demos/Counter.tsx');
      fs.writeFileSync(counter, fs.readFileSync(counter, 'utf8').replace(/Clicked|Pressed/, 'Tapped'));
      const remade = await third.bundle(dir, siteData, root, demos);
      expect(remade.files).not.toEqual(made.files);
      expect(remade.files.some((file) => fs.readFileSync(path.join(dir, file), 'utf8').includes('Tapped'))).toBe(true);
    } finally {
      for (const bundler of [first, second, third]) await bundler.dispose();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('a damaged runtime record', () => {
  it.each([
    ['not JSON', '{"key": '],
    ['of another shape', JSON.stringify({ key: 1, bundle: null })],
    ['naming a file outside its folder', JSON.stringify({ key: 'k', inputs: [], bundle: { entry: 'x', files: ['../secret.txt'], inputs: [] } })],
  ])('counts as none when %s: the serve folder is emptied, nothing outside it is touched', (_what, text) => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-bundler-damaged-'));
    const dir = path.join(parent, 'serve');
    try {
      fs.mkdirSync(path.join(dir, '_docsgen'), { recursive: true });
      fs.writeFileSync(path.join(dir, RUNTIME_RECORD_FILE), text);
      fs.writeFileSync(path.join(parent, 'secret.txt'), 'kept');
      expect(recordedRuntimeFiles(dir)).toEqual([]);
      clearServeFolder(dir);
      expect(fs.existsSync(dir)).toBe(false);
      expect(fs.readFileSync(path.join(parent, 'secret.txt'), 'utf8')).toBe('kept');
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });
});
