import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../../src/build/config/load.js';
import { devSearchPages } from '../../../../src/build/server/devSearchPages.js';
import { PageOutlines } from '../../../../src/build/server/pageOutlines.js';
import { loadSite } from '../../../../src/build/site/loadSite.js';
import { copyFixture } from '../../../helpers/site.js';

const root = copyFixture('basic');
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('devSearchPages', () => {
  it("indexes a page it has not rendered with the sections its front matter appends, as the build's page has them", async () => {
    const file = path.join(root, 'content/material-ui/customization/react-button-group.md');
    fs.writeFileSync(file, `---\ncomponents: ButtonGroup\n---\n\n${fs.readFileSync(file, 'utf8')}`);
    const { config } = await loadConfig(root);
    const site = await loadSite(root, config!);
    const route = '/material-ui/customization/react-button-group/';
    let html = '';
    for await (const page of devSearchPages(site, new Map(), new PageOutlines(), (candidate) => candidate.route === route)) html += page.html;
    expect(html).toContain('See the documentation below for a complete reference');
    expect(html).toContain('ButtonGroup');
  });
});
