import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readComponentPage } from '../../../../src/build/site/componentPage.js';
import { readPages } from '../../../../src/build/site/readPages.js';
import { matter } from '../../../../src/build/vendor/frontMatter.js';

/** What a page's front matter block gives: its data read as the build reads it, and its text. */
function read(frontMatter: string) {
  const text = `---\n${frontMatter}\n---\n\n# Page\n`;
  const data = matter(text, { language: 'yaml' }).data as Record<string, unknown>;
  return readComponentPage(data, text.slice(0, text.indexOf('\n---\n') + 5), 'content/p.md');
}

describe('readComponentPage', () => {
  it("reads MUI's component page keys as the Material docs write them", () => {
    const { page, diagnostics } = read(
      [
        'productId: material-ui',
        'title: React Button component',
        'components: Button, IconButton, ButtonBase, LoadingButton',
        'hooks: useButton',
        'materialDesign: https://m2.material.io/components/buttons',
        "githubLabel: 'component: button'",
        'waiAria: https://www.w3.org/WAI/ARIA/apg/patterns/button/',
        'unstyled: /base-ui/react-button/',
        "packageName: '@mui/lab'",
      ].join('\n'),
    );
    expect(diagnostics).toEqual([]);
    expect(page).toEqual({
      components: ['Button', 'IconButton', 'ButtonBase', 'LoadingButton'],
      hooks: ['useButton'],
      materialDesign: 'https://m2.material.io/components/buttons',
      githubLabel: 'component: button',
      waiAria: 'https://www.w3.org/WAI/ARIA/apg/patterns/button/',
      unstyled: '/base-ui/react-button/',
      packageName: '@mui/lab',
      lines: { githubLabel: 7, materialDesign: 6, waiAria: 8, components: 4, hooks: 5, unstyled: 9, packageName: 10 },
    });
  });

  it('takes a YAML list of names too, and an empty key as no key', () => {
    expect(read('components:\n  - Alert\n  - AlertTitle\nhooks:\nunstyled: ""').page).toMatchObject({ components: ['Alert', 'AlertTitle'], hooks: [] });
    expect(read('components:\n  - Alert\nhooks:').diagnostics).toEqual([]);
  });

  it('gives nothing for a page without any of the keys', () => {
    expect(read('title: Installation\nproductId: material-ui')).toEqual({ diagnostics: [] });
  });

  it('reports a key of the wrong type at its line, naming what it expects, and leaves only that key out', () => {
    const { page, diagnostics } = read(
      [
        'title: T',
        'githubLabel: 5',
        'components: [Button, 3]',
        "hooks: 'Button'",
        'waiAria: javascript:alert(1)',
        'unstyled: base-ui/react-button',
        'packageName: Not A Package',
        'materialDesign: https://m2.material.io/',
      ].join('\n'),
    );
    expect(diagnostics.map(({ code, line, column, message }) => ({ code, line, column, message }))).toEqual([
      {
        code: 'invalid-front-matter',
        line: 3,
        column: 1,
        message: 'Invalid front matter "githubLabel": expected a GitHub label, like "component: button", got 5',
      },
      { code: 'invalid-front-matter', line: 6, column: 1, message: 'Invalid front matter "waiAria": expected an http(s) URL, got "javascript:alert(1)"' },
      {
        code: 'invalid-front-matter',
        line: 4,
        column: 1,
        message: 'Invalid front matter "components": expected component names, like "Button, IconButton", got a list',
      },
      {
        code: 'invalid-front-matter',
        line: 5,
        column: 1,
        message: 'Invalid front matter "hooks": expected hook names, like "useButton" ("Button" is not one), got "Button"',
      },
      {
        code: 'invalid-front-matter',
        line: 7,
        column: 1,
        message: 'Invalid front matter "unstyled": expected a route of the site (/base-ui/react-button/) or an http(s) URL, got "base-ui/react-button"',
      },
      {
        code: 'invalid-front-matter',
        line: 8,
        column: 1,
        message: 'Invalid front matter "packageName": expected an npm package name, like "@mui/material", got "Not A Package"',
      },
    ]);
    expect(page).toMatchObject({ components: [], hooks: [], materialDesign: 'https://m2.material.io/' });
    expect(page?.githubLabel).toBeUndefined();
    expect(page?.waiAria).toBeUndefined();
  });
});

describe('readPages with component page keys', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-component-page-'));
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const content = path.join(root, 'content');
  fs.mkdirSync(path.join(content, 'material-ui'), { recursive: true });
  fs.writeFileSync(path.join(content, 'material-ui/react-button.md'), '---\ntitle: Button\ncomponents: Button\ngithubLabel:\n  name: x\n---\n\n# Button\n');

  it('keeps what is valid in the page, and reports the rest at its line of the file while still reading the page', () => {
    const { pages, diagnostics } = readPages(root, content);
    expect(pages).toHaveLength(1);
    expect(pages[0]!.componentPage).toEqual({ components: ['Button'], hooks: [], lines: { components: 3, githubLabel: 4 } });
    expect(diagnostics).toEqual([
      expect.objectContaining({ severity: 'error', code: 'invalid-front-matter', file: 'content/material-ui/react-button.md', line: 4, column: 1 }),
    ]);
  });
});
