import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/build/build.js';
import { buildSite, copyFixture, readOutput } from '../helpers/site.js';

const LINK = '[source](https://github.com/mui/material-ui/blob/-/packages/mui-material/src/Button/Button.js)';

describe('GitHub /blob/-/ links in a built site', () => {
  let root: string;
  let result: BuildResult;
  beforeAll(async () => {
    root = copyFixture('basic');
    const configFile = path.join(root, 'docsgen.config.json');
    const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as { products: Record<string, unknown>[] };
    // Joy UI names its ref; Material UI's comes from its current version (v6.0.0-beta.6).
    config.products[1]!.githubRef = 'joy-branch';
    fs.writeFileSync(configFile, JSON.stringify(config));
    fs.appendFileSync(path.join(root, 'content/material-ui/getting-started/installation.md'), `\n\n${LINK}\n`);
    fs.appendFileSync(path.join(root, 'content/joy-ui/overview.md'), `\n\n${LINK}\n`);
    fs.appendFileSync(path.join(root, 'content/versions/index.md'), `\n\n${LINK}\n`);
    result = await buildSite(root, path.join(root, 'dist'));
  });
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it('point at each product’s version, else master', () => {
    expect(result.exitCode).toBe(0);
    const href = (route: string) =>
      /href="(https:\/\/github\.com\/mui\/material-ui\/blob\/[^"]*Button\.js)"/.exec(readOutput(path.join(root, 'dist'), route))?.[1];
    expect(href('/material-ui/getting-started/installation/')).toBe(
      'https://github.com/mui/material-ui/blob/v6.0.0-beta.6/packages/mui-material/src/Button/Button.js',
    );
    expect(href('/joy-ui/overview/')).toBe('https://github.com/mui/material-ui/blob/joy-branch/packages/mui-material/src/Button/Button.js');
    expect(href('/versions/')).toBe('https://github.com/mui/material-ui/blob/master/packages/mui-material/src/Button/Button.js');
  });
});
