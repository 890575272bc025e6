import { describe, expect, it } from 'vitest';
import { DEFAULT_GITHUB_REF, githubRefOf, pinGithubLink } from '../../../../src/build/markdown/githubLinks.js';
import { render } from './helpers.js';

describe('pinGithubLink', () => {
  it('puts the ref for the "-" of /blob/-/ and /tree/-/ GitHub links', () => {
    expect(pinGithubLink('https://github.com/mui/material-ui/blob/-/.browserslistrc#L12-L27', 'v5.14.11')).toBe(
      'https://github.com/mui/material-ui/blob/v5.14.11/.browserslistrc#L12-L27',
    );
    expect(pinGithubLink('https://github.com/mui/material-ui/tree/-/docs/data', 'master')).toBe('https://github.com/mui/material-ui/tree/master/docs/data');
  });

  it('leaves every other link alone', () => {
    for (const href of [
      'https://github.com/mui/material-ui/blob/master/x.ts',
      'https://github.com/mui/material-ui/blob/-x/y',
      'https://github.com/mui/material-ui/issues/-/1',
      'https://example.com/o/r/blob/-/x',
      '/blob/-/x',
    ])
      expect(pinGithubLink(href, 'v1.0.0')).toBe(href);
  });
});

describe('githubRefOf', () => {
  it('takes githubRef, else the current version when it is a release tag, else master', () => {
    expect(githubRefOf({ githubRef: 'next', versions: [{ text: 'v5.14.11', current: true }] })).toBe('next');
    expect(githubRefOf({ versions: [{ text: 'v4.12.4' }, { text: 'v5.14.11', current: true }] })).toBe('v5.14.11');
    expect(githubRefOf({ versions: [{ text: 'v6.0.0-beta.6' }] })).toBe('v6.0.0-beta.6');
    expect(githubRefOf({ versions: [{ text: 'Latest', current: true }] })).toBe(DEFAULT_GITHUB_REF);
    expect(githubRefOf({ versions: [] })).toBe('master');
    expect(githubRefOf(undefined)).toBe('master');
  });
});

describe('GitHub links in a page', () => {
  it('are pinned to the page’s ref, in markdown and raw HTML', () => {
    const body = '[a](https://github.com/mui/material-ui/blob/-/package.json) <a href="https://github.com/mui/material-ui/tree/-/docs">b</a>\n';
    const html = render(body, { githubRef: 'v5.14.11' }).html;
    expect(html).toContain('href="https://github.com/mui/material-ui/blob/v5.14.11/package.json"');
    expect(html).toContain('href="https://github.com/mui/material-ui/tree/v5.14.11/docs"');
    expect(render(body).html).toContain('href="https://github.com/mui/material-ui/blob/-/package.json"');
  });
});
