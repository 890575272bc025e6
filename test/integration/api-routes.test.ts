import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { check } from '../../src/build/check.js';
import type { ComponentApi, HookApi } from '../../src/build/api/types.js';
import type { Diagnostic } from '../../src/build/util/diagnostics.js';
import { buildSite, copyFixtureWithPackages, readOutput, scratchFolders } from '../helpers/site.js';

/**
 * The routes real manifests name, on the packages as published (test/fixtures/packages/api-mui5:
 * @mui/base 5.0.0-beta.17 and @mui/material 5.14): Base UI's API on the tabs of its component
 * pages (`layout: 'tabs'`) with its hooks, Material UI's Unstable_Grid2 at /material-ui/api/grid-2/,
 * a hook page of its own, and nav items without a title named as the library writes the component.
 * The fixture's manifests link them as MUI's do (`/base-ui/react-button/components-api/#button`).
 */
const folders = scratchFolders();
const errors = (diagnostics: readonly Diagnostic[]) => diagnostics.filter((entry) => entry.severity === 'error');
const readJson = <T>(outDir: string, route: string): T => JSON.parse(fs.readFileSync(path.join(outDir, route.slice(1), 'api.json'), 'utf8')) as T;
/** The side navigation's titles and links of a page. */
const navLinks = (html: string) =>
  [...html.matchAll(/<a class="docsgen-nav-link[^"]*" href="([^"]*)"[^>]*><span class="docsgen-nav-title">([^<]*)<\/span>/g)].map(
    ([, href, title]) => `${title} ${href}`,
  );

describe('API pages at the routes of real manifests', () => {
  let root: string;
  let outDir: string;

  beforeAll(async () => {
    root = folders.keep(copyFixtureWithPackages('api-routes', 'api-mui5'));
    outDir = folders.temp();
    const result = await buildSite(root, outDir);
    expect(errors(result.diagnostics)).toEqual([]);
    expect(result.exitCode).toBe(0);
  }, 180_000);

  it("documents the components a page lists on its components-api tab, each at #<kebab-name>, with the page's tabs", () => {
    const html = readOutput(outDir, '/base-ui/react-menu/components-api/');
    expect(html).toContain('<h2 id="menu">');
    expect(html).toMatch(/<h2 id="menuitem">.*<span id="menu-item"/);
    expect(html).toContain('id="menu-item-prop-disabled"');
    expect(html).toMatch(
      /<a href="\/base-ui\/react-menu\/">Demos<\/a> · <strong>Components API<\/strong> · <a href="\/base-ui\/react-menu\/hooks-api\/">Hooks API<\/a>/,
    );
    const records = readJson<ComponentApi[]>(outDir, '/base-ui/react-menu/components-api/');
    expect(records.map(({ name }) => name)).toEqual(['Menu', 'MenuItem']);
    // Base UI's paths export a component by its name.
    expect(records[1]!.imports).toEqual(["import { MenuItem } from '@mui/base/MenuItem';", "import { MenuItem } from '@mui/base';"]);
  });

  it('documents a hook: its options object as parameters (types, defaults, descriptions), what it returns', () => {
    const [useButton] = readJson<HookApi[]>(outDir, '/base-ui/react-button/hooks-api/');
    expect(useButton!.name).toBe('useButton');
    expect(useButton!.imports).toEqual(["import { useButton } from '@mui/base/useButton';", "import { useButton } from '@mui/base';"]);
    expect(useButton!.parameters.focusableWhenDisabled).toEqual({
      type: 'boolean',
      default: 'false',
      description: 'If `true`, allows a disabled button to receive focus.',
    });
    expect(useButton!.parameters.type).toMatchObject({ type: "'button' | 'submit' | 'reset'", default: "'button'" });
    expect(useButton!.returnType).toBe('UseButtonReturnValue');
    expect(Object.keys(useButton!.returnValue)).toEqual(['active', 'focusVisible', 'getRootProps', 'rootRef', 'setFocusVisible']);
    expect(useButton!.returnValue.active).toEqual({ type: 'boolean', required: true, description: 'If `true`, the component is active (pressed).' });
    const html = readOutput(outDir, '/base-ui/react-button/hooks-api/');
    expect(html).toContain('id="use-button-parameter-focusableWhenDisabled"');
    expect(html).toContain('id="use-button-return-active"');
  });

  it('gives a hook no page lists a page of its own at <route><kebab-name>/ when config `hooks` names it, and one of positional parameters', () => {
    const snackbar = readJson<HookApi>(outDir, '/base-ui/api/use-snackbar/');
    expect(snackbar.name).toBe('useSnackbar');
    expect(readOutput(outDir, '/base-ui/api/use-snackbar/')).toContain('<h1>useSnackbar API</h1>');
    const mediaQuery = readJson<HookApi>(outDir, '/material-ui/api/use-media-query/');
    // Material UI's path exports it as its default.
    expect(mediaQuery.imports).toEqual(["import useMediaQuery from '@mui/material/useMediaQuery';", "import { useMediaQuery } from '@mui/material';"]);
    expect(Object.keys(mediaQuery.parameters)).toEqual(['queryInput', 'options']);
    expect(mediaQuery.parameters.queryInput).toMatchObject({ required: true });
    expect(mediaQuery.returnType).toBe('boolean');
    // Hooks the config does not name have no page.
    expect(fs.existsSync(path.join(outDir, 'base-ui/api/use-slot-props'))).toBe(false);
  });

  it('routes an Unstable_ export as the manifests name it, and names it on the page as the library exports it', () => {
    const grid = readJson<ComponentApi>(outDir, '/material-ui/api/grid-2/');
    expect(grid.name).toBe('Unstable_Grid2');
    expect(grid.imports).toEqual(["import Unstable_Grid2 from '@mui/material/Unstable_Grid2';", "import { Unstable_Grid2 } from '@mui/material';"]);
    // Its classes and theme key are Grid2's.
    expect(grid.themeDefaultProps).toBe('MuiGrid2');
    expect(grid.classes.map(({ className }) => className)).toContain('.MuiGrid2-container');
    expect(readOutput(outDir, '/material-ui/api/grid-2/')).toContain('<h1>Unstable_Grid2 API</h1>');
    const [numberInput] = readJson<ComponentApi[]>(outDir, '/base-ui/react-number-input/components-api/');
    expect(numberInput!.name).toBe('Unstable_NumberInput');
    expect(readOutput(outDir, '/base-ui/react-number-input/components-api/')).toContain('<span id="number-input"');
    expect(fs.existsSync(path.join(outDir, 'material-ui/api/unstable-grid2'))).toBe(false);
  });

  it('titles nav items without a title by the component or hook they link, and links the sections of tabs', () => {
    expect(navLinks(readOutput(outDir, '/material-ui/api/grid-2/'))).toEqual([
      'Button /material-ui/react-button/',
      // The group, linking its first page.
      'Component API /material-ui/api/button/',
      'Button /material-ui/api/button/',
      'ButtonBase /material-ui/api/button-base/',
      'Unstable_Grid2 /material-ui/api/grid-2/',
      'useMediaQuery /material-ui/api/use-media-query/',
    ]);
    const base = navLinks(readOutput(outDir, '/base-ui/react-menu/components-api/'));
    expect(base).toContain('MenuItem /base-ui/react-menu/components-api/#menu-item');
    expect(base).toContain('useSnackbar /base-ui/api/use-snackbar/');
    // A tab the manifest does not list (Menu's hooks) has its component page open in the navigation.
    expect(readOutput(outDir, '/base-ui/react-menu/hooks-api/')).toMatch(
      /<a class="docsgen-nav-link[^"]*" href="\/base-ui\/react-menu\/" aria-current="page">/,
    );
  });

  it("links a component page's API list to its tabs, and shows its tabs below its description", () => {
    const html = readOutput(outDir, '/base-ui/react-number-input/');
    expect(html).toMatch(
      /<p class="description">A number input lets users enter a number\.<\/p>\s*<p class="docsgen-api-tabs"><strong aria-current="page">Demos<\/strong> · <a href="\/base-ui\/react-number-input\/components-api\/">Components API<\/a> · <a href="\/base-ui\/react-number-input\/hooks-api\/">Hooks API<\/a><\/p>/,
    );
    expect(readOutput(outDir, '/material-ui/react-button/')).not.toContain('docsgen-api-tabs');
    expect(html).toContain('href="/base-ui/react-number-input/components-api/#number-input"');
    expect(html).toContain('href="/base-ui/react-number-input/hooks-api/#use-number-input"');
  });

  it('check accepts the manifests and the page links into tab sections (no missing page, no unlisted tab) and reports an #anchor a tab does not have', async () => {
    const result = await check({ root });
    expect(errors(result.diagnostics)).toEqual([]);
    expect(result.diagnostics.filter(({ code }) => code === 'missing-page' || code === 'unlisted-page')).toEqual([]);
    const manifest = path.join(root, 'content/base-ui/pages.json');
    fs.writeFileSync(manifest, fs.readFileSync(manifest, 'utf8').replace('components-api/#menu-item"', 'components-api/#menuitem"'));
    const broken = await check({ root });
    expect(errors(broken.diagnostics).map(({ code, message }) => `${code} ${message}`)).toEqual([
      'broken-anchor content/base-ui/pages.json: [1].children[2] links to /base-ui/react-menu/components-api/#menuitem, but /base-ui/react-menu/components-api/ has no section "menuitem" (it documents #menu, #menu-item)',
    ]);
  }, 180_000);

  it('a name in config `hooks` that is no exported hook function is a config error at its line', async () => {
    const file = path.join(root, 'docsgen.config.json');
    fs.writeFileSync(
      file,
      fs.readFileSync(file, 'utf8').replace('"useSnackbar"', '"useSnackbar", "useNothing", "useSlotProps"').replace('"useMediaQuery"', '"useNothingElse"'),
    );
    const result = await check({ root });
    expect(result.exitCode).toBe(2);
    expect(result.diagnostics.map(({ code, message, line }) => `${code} ${line} ${message}`)).toEqual([
      'api-hook-unknown 8 Config "api[0].hooks": "useNothing" is a name @mui/base does not export',
      'api-hook-unknown 9 Config "api[1].hooks": "useNothingElse" is a name @mui/material does not export',
    ]);
  }, 180_000);
});
