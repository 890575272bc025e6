import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { docsgen } from '../helpers/cli.js';
import { buildSite, copyFixture, readOutput, REPO_ROOT, writeInto } from '../helpers/site.js';

const ROUTE = '/material-ui/getting-started/installation/';

/**
 * The basic fixture installing rehype-external-links (the package the example site uses, from
 * npm) and naming it in the config with options: a site's own plugin, not a module of docsgen.
 */
function siteWithExternalLinksPlugin(): string {
  const root = copyFixture('basic');
  // The site installs the package: its node_modules links to this repository's copy, where Node
  // finds the package's own dependencies beside it.
  fs.mkdirSync(path.join(root, 'node_modules'));
  fs.symlinkSync(path.join(REPO_ROOT, 'node_modules/rehype-external-links'), path.join(root, 'node_modules/rehype-external-links'), 'dir');
  const configFile = path.join(root, 'docsgen.config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  config.markdown = { rehypePlugins: [['rehype-external-links', { target: '_blank', rel: ['noopener', 'noreferrer'] }]] };
  fs.writeFileSync(configFile, JSON.stringify(config, null, 2));
  const page = 'content/material-ui/getting-started/installation.md';
  const text = fs.readFileSync(path.join(root, page), 'utf8');
  writeInto(root, page, `${text}\n\nRead [the changelog](https://example.org/changelog/) and [dark mode](/material-ui/customization/dark-mode/).\n`);
  return root;
}

describe('a rehype plugin installed from npm, named in the config with options', () => {
  let root: string;
  let html: string;
  beforeAll(async () => {
    root = siteWithExternalLinksPlugin();
    const result = await buildSite(root, path.join(root, 'dist'));
    expect(result.diagnostics.filter((diagnostic) => diagnostic.severity === 'error')).toEqual([]);
    html = readOutput(path.join(root, 'dist'), ROUTE);
  });
  afterAll(() => {
    fs.rmSync(root, { recursive: true, force: true });
  });

  it('runs on the pages: an external link gets its target and rel, an internal one is left as written', () => {
    expect(html).toContain('<a href="https://example.org/changelog/" rel="noopener noreferrer" target="_blank">the changelog</a>');
    expect(html).toContain('<a href="/material-ui/customization/dark-mode/">dark mode</a>');
  });

  it('is loaded by check as by build: the site checks clean', () => {
    const result = docsgen(['check', root]);
    expect(result.stdout + result.stderr).not.toMatch(/markdown-plugin/);
    expect(result.status).toBe(0);
  });
});
