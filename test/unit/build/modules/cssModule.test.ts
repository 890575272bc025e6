import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { compileCssModule, CssModuleError } from '../../../../src/build/modules/cssModule.js';

const roots: string[] = [];
afterAll(() => {
  for (const root of roots) fs.rmSync(root, { recursive: true, force: true });
});

/** A site folder with `files` (path from the root → CSS). */
function site(files: Record<string, string>): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-css-module-'));
  roots.push(root);
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  }
  return root;
}

describe('compileCssModule', () => {
  const FILES = {
    'content/a/Demo.module.css':
      ".badge { color: red; }\n.wide { composes: badge; width: 100%; }\n.shared { composes: base from '../shared/Base.module.css'; }\n:global(.page) { margin: 0; }\n",
    'content/shared/Base.module.css': '.base { padding: 4px; }\n',
  };

  it('scopes class names by the file name, the class and its path from the site root: the same in any folder', () => {
    const first = site(FILES);
    const second = site(FILES);
    const compiled = compileCssModule(path.join(first, 'content/a/Demo.module.css'), first);
    expect(compiled).toEqual(compileCssModule(path.join(second, 'content/a/Demo.module.css'), second));
    expect(compiled.classes.badge).toMatch(/^Demo-module_badge_[\w-]+$/);
    expect(compiled.css).toContain(`.${compiled.classes.badge} {`);
    expect(compiled.css).toContain('.page {');
    // `composes` gives both names; one from another module, that module's.
    expect(compiled.classes.wide).toBe(`${compiled.classes.wide!.split(' ')[0]} ${compiled.classes.badge}`);
    const base = compileCssModule(path.join(first, 'content/shared/Base.module.css'), first).classes.base!;
    expect(compiled.classes.shared!.split(' ')).toContain(base);
  });

  it('names another file of the same name and classes apart', () => {
    const root = site({ ...FILES, 'content/b/Demo.module.css': '.badge { color: blue; }\n' });
    const a = compileCssModule(path.join(root, 'content/a/Demo.module.css'), root).classes.badge;
    const b = compileCssModule(path.join(root, 'content/b/Demo.module.css'), root).classes.badge;
    expect(a).not.toBe(b);
  });

  it('throws a CssModuleError at the place of what it cannot read', () => {
    const root = site({ 'Bad.module.css': '.ok { color: red; }\n.bad { colo@r: red; }\n' });
    const file = path.join(root, 'Bad.module.css');
    expect(() => compileCssModule(file, root)).toThrow(CssModuleError);
    try {
      compileCssModule(file, root);
    } catch (cause) {
      expect(cause).toMatchObject({ file, line: 2, column: 12 });
    }
  });
});
