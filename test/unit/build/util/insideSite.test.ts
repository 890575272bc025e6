import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insideSite, outsideSiteProblem } from '../../../../src/build/util/insideSite.js';

describe('insideSite', () => {
  let base: string;
  let root: string;
  let secret: string;

  beforeAll(() => {
    base = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-inside-'));
    root = path.join(base, 'site');
    secret = path.join(base, 'secret.txt');
    fs.mkdirSync(path.join(root, 'content'), { recursive: true });
    fs.mkdirSync(path.join(base, 'outside'));
    fs.writeFileSync(secret, 'secret');
    fs.writeFileSync(path.join(base, 'outside', 'page.md'), 'secret');
    fs.writeFileSync(path.join(root, 'content', 'real.md'), '# Real');
    fs.symlinkSync(path.join(root, 'content', 'real.md'), path.join(root, 'content', 'alias.md'));
    fs.symlinkSync(secret, path.join(root, 'content', 'logo.svg'));
    fs.symlinkSync(path.join(base, 'outside'), path.join(root, 'content', 'linked'), 'dir');
  });

  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));

  it('passes a file inside the site, a link that stays inside and a file that does not exist', () => {
    expect(outsideSiteProblem(root, path.join(root, 'content', 'real.md'))).toBeUndefined();
    expect(outsideSiteProblem(root, path.join(root, 'content', 'alias.md'))).toBeUndefined();
    expect(outsideSiteProblem(root, path.join(root, 'content', 'missing.md'))).toBeUndefined();
  });

  it('refuses a link to a file outside the site, naming the link, at the place given', () => {
    const result = insideSite(root, path.join(root, 'content', 'logo.svg'), { file: 'docsgen.config.ts', line: 7 });
    expect(result.ok).toBe(false);
    expect(result.diagnostics).toEqual([
      {
        severity: 'error',
        code: 'outside-site',
        message: 'content/logo.svg is a symbolic link that resolves outside the site folder: docsgen reads only files inside the site',
        file: 'docsgen.config.ts',
        line: 7,
        column: 0,
      },
    ]);
  });

  it('names the linked folder a file leaves the site through', () => {
    expect(outsideSiteProblem(root, path.join(root, 'content', 'linked', 'page.md'))).toBe(
      'content/linked/page.md resolves, through the symbolic link content/linked, outside the site folder: docsgen reads only files inside the site',
    );
  });

  it('refuses a path written outside the site', () => {
    expect(outsideSiteProblem(root, secret)).toBe('../secret.txt is outside the site folder: docsgen reads only files inside the site');
  });

  it('compares real paths, so a site reached through a link is inside itself', () => {
    const linkedRoot = path.join(base, 'site-link');
    fs.symlinkSync(root, linkedRoot, 'dir');
    expect(outsideSiteProblem(linkedRoot, path.join(linkedRoot, 'content', 'alias.md'))).toBeUndefined();
    expect(outsideSiteProblem(linkedRoot, path.join(linkedRoot, 'content', 'logo.svg'))).toMatch(/^content\/logo.svg is a symbolic link/);
  });
});
