import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BuildResult } from '../../src/build/build.js';
import type { PageData } from '../../src/shared/types.js';
import { buildSite, copyFixture, readOutput, tempDir } from '../helpers/site.js';

/**
 * The feedback fixture in a git repository of its own (fixed commit dates), and the same site
 * with `feedback: false` and no `editUrl`, outside git.
 */
let root: string;
let plainRoot: string;
let out: string;
let result: BuildResult;
let plainResult: BuildResult;

function git(args: string[], date?: string): void {
  execFileSync('git', ['-c', 'user.name=Docs', '-c', 'user.email=docs@example.com', '-c', 'commit.gpgsign=false', ...args], {
    cwd: root,
    env: { ...process.env, ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) },
    stdio: 'pipe',
  });
}

beforeAll(async () => {
  root = copyFixture('feedback');
  plainRoot = copyFixture('feedback');
  const configFile = path.join(plainRoot, 'docsgen.config.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8')) as Record<string, unknown>;
  delete config.editUrl;
  fs.writeFileSync(configFile, JSON.stringify({ ...config, feedback: false }));

  const draft = path.join(root, 'content/material-ui/guides/draft page.md');
  const draftText = fs.readFileSync(draft, 'utf8');
  fs.rmSync(draft);
  git(['init', '-q']);
  git(['add', '-A']);
  git(['commit', '-q', '-m', 'first'], '2024-01-02T03:04:05Z');
  fs.appendFileSync(path.join(root, 'content/material-ui/guides/theming.md'), '\nA later change.\n');
  git(['commit', '-q', '-am', 'second'], '2024-03-05T23:30:30Z');
  fs.writeFileSync(draft, draftText);

  out = tempDir();
  [result, plainResult] = await Promise.all([buildSite(root, path.join(out, 'dist')), buildSite(plainRoot, path.join(out, 'plain'))]);
});
afterAll(() => {
  for (const dir of [root, plainRoot, out]) if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

const page = (route: string) => readOutput(path.join(out, 'dist'), route);
const plainPage = (route: string) => readOutput(path.join(out, 'plain'), route);
const pageData = (html: string) => JSON.parse(/<script type="application\/json" id="docsgen-data">(.*?)<\/script>/s.exec(html)![1]!) as PageData;
const footer = (html: string) => /<footer class="docsgen-page-footer">(.*?)<\/footer>/s.exec(html)?.[1] ?? '';

describe('a site with feedback, editUrl and git history', () => {
  it('builds without diagnostics (git is read without a word)', () => {
    expect(result.diagnostics).toEqual([]);
    expect(result.exitCode).toBe(0);
  });

  it('puts the prompt, with unpressed Yes / No buttons, in the foot of the main column', () => {
    const html = footer(page('/material-ui/guides/theming/'));
    expect(html).toContain('<div class="docsgen-feedback" data-feedback role="group" aria-labelledby="docsgen-feedback-question">');
    expect(html).toContain('Was this page helpful?');
    expect(html.match(/data-island="feedback" data-feedback-rating="(yes|no)" aria-pressed="false"/g)).toHaveLength(2);
    // The footer comes after the article and before the pager, inside <main>.
    const full = page('/material-ui/guides/theming/');
    expect(full.indexOf('</article>')).toBeLessThan(full.indexOf('docsgen-page-footer'));
    expect(full.indexOf('docsgen-page-footer')).toBeLessThan(full.indexOf('</main>'));
  });

  it("tells the runtime the endpoint, the product's current version and the comment label", () => {
    expect(pageData(page('/material-ui/guides/theming/')).feedback).toEqual({
      endpoint: 'http://127.0.0.1:9/feedback',
      version: 'v6.0.0-beta.6',
      postComment: 'Post a comment',
    });
    expect(pageData(page('/versions/')).feedback?.version).toBeNull();
  });

  it('leaves headings alone: the per-section buttons are added in the browser', () => {
    const html = page('/material-ui/guides/theming/');
    expect(html).toContain('<h2 id="palette"><a class="docsgen-anchor" href="#palette" aria-hidden="true" tabindex="-1">#</a>Palette</h2>');
    expect(html).not.toContain('docsgen-section-comment');
  });

  it('links "Edit this page" to the source file relative to the site root', () => {
    expect(footer(page('/material-ui/guides/theming/'))).toContain(
      '<a class="docsgen-edit-link" href="https://github.com/org/repo/edit/main/docs/content/material-ui/guides/theming.md">Edit this page</a>',
    );
    expect(footer(page('/material-ui/guides/draft/'))).toContain(
      'href="https://github.com/org/repo/edit/main/docs/content/material-ui/guides/draft%20page.md"',
    );
  });

  it("dates each page by its file's last commit, in UTC", () => {
    expect(footer(page('/material-ui/guides/theming/'))).toContain(
      '<p class="docsgen-last-updated">Last updated <time datetime="2024-03-05T23:30:30.000Z">Mar 5, 2024</time></p>',
    );
    expect(footer(page('/versions/'))).toContain('<time datetime="2024-01-02T03:04:05.000Z">Jan 2, 2024</time>');
  });

  it('gives an uncommitted page no date', () => {
    expect(footer(page('/material-ui/guides/draft/'))).not.toContain('docsgen-last-updated');
  });

  it('ends the footer with "Back to top", to the main content', () => {
    expect(footer(page('/material-ui/guides/theming/'))).toMatch(/<a class="docsgen-back-to-top" href="#main-content">Back to top<\/a><\/div>$/);
  });
});

describe('the same site with feedback: false, no editUrl, outside git', () => {
  it('builds without diagnostics', () => {
    expect(plainResult.diagnostics).toEqual([]);
    expect(plainResult.exitCode).toBe(0);
  });

  it('renders nothing of feedback: no prompt, no data for the runtime', () => {
    const html = plainPage('/material-ui/guides/theming/');
    expect(html).not.toContain('data-feedback');
    expect(html).not.toContain('Was this page helpful?');
    expect(pageData(html)).not.toHaveProperty('feedback');
  });

  it('renders no edit link and no date, only "Back to top"', () => {
    expect(footer(plainPage('/material-ui/guides/theming/'))).toBe(
      '<div class="docsgen-page-meta"><a class="docsgen-back-to-top" href="#main-content">Back to top</a></div>',
    );
  });
});
