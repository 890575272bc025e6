import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RuntimeBundler } from '../../src/build/bundle/runtime.js';
import { loadConfig } from '../../src/build/config/load.js';
import { collectDemos } from '../../src/build/demos/collectDemos.js';
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
  demos = [...(await collectDemos(site)).values()];
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

  it('makes a new bundle when the site data changes', async () => {
    const before = await bundler.bundle(outDir, siteData, root, demos);
    const after = await bundler.bundle(outDir, { ...siteData, docsHost: 'docs.example.com' }, root, demos);
    expect(after).not.toBe(before);
    expect(after.entry).not.toBe(before.entry);
  });
});
