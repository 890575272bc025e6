import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { datePages, formatLastUpdated, GIT_LOG_ARGS, parseGitLog, readLastUpdated, withGeneratedPageDates } from '../../../../src/build/site/lastUpdated.js';
import type { SourcePage } from '../../../../src/build/site/readPages.js';
import { tempDir } from '../../../helpers/site.js';

const made: string[] = [];
afterAll(() => made.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A git repository whose commits have fixed dates; returns its content folder. */
function repository(commits: { date: string; files: Record<string, string> }[], uncommitted: Record<string, string> = {}): string {
  const root = tempDir('docsgen-git-');
  made.push(root);
  const git = (args: string[], date?: string) =>
    execFileSync('git', ['-c', 'user.name=Docs', '-c', 'user.email=docs@example.com', '-c', 'commit.gpgsign=false', ...args], {
      cwd: root,
      env: { ...process.env, ...(date ? { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date } : {}) },
      stdio: 'pipe',
    });
  const write = (files: Record<string, string>) => {
    for (const [file, text] of Object.entries(files)) {
      fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      fs.writeFileSync(path.join(root, file), text);
    }
  };
  git(['init', '-q']);
  for (const commit of commits) {
    write(commit.files);
    git(['add', '-A']);
    git(['commit', '-q', '-m', `at ${commit.date}`], commit.date);
  }
  write(uncommitted);
  return path.join(root, 'content');
}

describe('parseGitLog', () => {
  it('dates each file by its first (newest) occurrence', () => {
    const output = '\x1e1709681430\0\na/one.md\0\x1e1704164645\0\na/one.md\0b/two.md\0';
    expect(parseGitLog(output)).toEqual(
      new Map([
        ['a/one.md', new Date('2024-03-05T23:30:30Z')],
        ['b/two.md', new Date('2024-01-02T03:04:05Z')],
      ]),
    );
  });

  it('keeps names verbatim (spaces, quotes, non-ASCII) and skips commits without files', () => {
    const output = '\x1e1704164645\0\0\x1e1704164645\0\nguides/draft "page" é.md\0';
    expect([...parseGitLog(output).keys()]).toEqual(['guides/draft "page" é.md']);
  });

  it('gives nothing for empty or unexpected output', () => {
    expect(parseGitLog('').size).toBe(0);
    expect(parseGitLog('fatal: not a git repository\n').size).toBe(0);
  });
});

describe('readLastUpdated', () => {
  it('dates committed pages with one git log of the content folder, relative to it', async () => {
    const content = repository(
      [
        { date: '2024-01-02T03:04:05Z', files: { 'content/a/one.md': '1', 'content/b/tw o é.md': '2', 'outside.md': 'x' } },
        { date: '2024-03-05T23:30:30Z', files: { 'content/a/one.md': '1 changed' } },
        { date: '2024-04-01T00:00:00Z', files: { 'outside.md': 'changed outside the content folder' } },
      ],
      { 'content/a/new.md': 'not committed' },
    );
    expect(GIT_LOG_ARGS).toContain('--relative');
    expect(await readLastUpdated(content)).toEqual(
      new Map([
        ['a/one.md', new Date('2024-03-05T23:30:30Z')],
        ['b/tw o é.md', new Date('2024-01-02T03:04:05Z')],
      ]),
    );
  });

  it('gives no dates, and no error, outside a repository or without the folder', async () => {
    const plain = tempDir('docsgen-nogit-');
    made.push(plain);
    expect((await readLastUpdated(plain)).size).toBe(0);
    expect((await readLastUpdated(path.join(plain, 'missing'))).size).toBe(0);
  });
});

describe('generated pages dated by their sources', () => {
  const page = (contentPath: string, extra: Partial<SourcePage> = {}): SourcePage => ({
    file: 'docsgen.config.ts',
    contentPath,
    route: `/${contentPath.replace(/(index)?\.md$/, '')}`,
    productId: null,
    productCategoryId: null,
    frontMatter: {},
    body: '',
    lineOffset: 0,
    ...extra,
  });

  it("puts each generated page's source date under its content path; one without a dated source has none", () => {
    const jan = new Date('2024-01-02T03:04:05Z');
    const mar = new Date('2024-03-05T23:30:30Z');
    const dates = withGeneratedPageDates(
      new Map([
        ['guide.md', jan],
        ['ui/api/gone.md', jan],
      ]),
      new Map([['src/Slider.tsx', mar]]),
      [
        page('guide.md'),
        page('ui/api/slider.md', { generated: 'api', sourceFile: 'src/Slider.tsx' }),
        page('ui/api/gone.md', { generated: 'api' }),
        page('index.md', { generated: 'home', sourceFile: 'docsgen.config.ts' }),
      ],
    );
    expect(dates).toEqual(
      new Map([
        ['guide.md', jan],
        ['ui/api/slider.md', mar],
      ]),
    );
  });

  it('reads the sources of a site in git with one more git log, relative to the root', async () => {
    const content = repository([
      { date: '2024-01-02T03:04:05Z', files: { 'content/a.md': '1', 'src/Slider.tsx': '1', 'docsgen.config.ts': '1' } },
      { date: '2024-03-05T23:30:30Z', files: { 'src/Slider.tsx': '2' } },
    ]);
    const root = path.dirname(content);
    const pages = [
      page('a.md'),
      page('ui/api/slider.md', { generated: 'api', sourceFile: 'src/Slider.tsx' }),
      page('index.md', { generated: 'home', sourceFile: 'docsgen.config.ts' }),
    ];
    expect(await datePages(root, await readLastUpdated(content), pages)).toEqual(
      new Map([
        ['a.md', new Date('2024-01-02T03:04:05Z')],
        ['ui/api/slider.md', new Date('2024-03-05T23:30:30Z')],
        ['index.md', new Date('2024-01-02T03:04:05Z')],
      ]),
    );
  });
});

describe('formatLastUpdated', () => {
  it('is the same text in every time zone: the UTC date, in English', () => {
    expect(formatLastUpdated(new Date('2024-03-05T23:30:30Z'))).toEqual({ datetime: '2024-03-05T23:30:30.000Z', text: 'Mar 5, 2024' });
  });
});
