import { describe, expect, it } from 'vitest';
import { apiSlug, componentRoute, isHookName, kebabCase, sourceRoute, withoutUnstable } from '../../../../src/build/api/kebab.js';

describe('API page routes', () => {
  it('kebab-cases component names as MUI does (lodash kebabCase: a number is a word of its own)', () => {
    expect(kebabCase('Button')).toBe('button');
    expect(kebabCase('ButtonBase')).toBe('button-base');
    expect(kebabCase('TextField')).toBe('text-field');
    expect(kebabCase('SVGIcon')).toBe('svg-icon');
    expect(kebabCase('Unstable_TrapFocus')).toBe('unstable-trap-focus');
    // MUI's page of Grid2 is /material-ui/api/grid-2/.
    expect(kebabCase('Grid2')).toBe('grid-2');
    expect(kebabCase('ListItemButton2')).toBe('list-item-button-2');
    // A namespace's member, documented by its dotted name.
    expect(kebabCase('Menu.Root')).toBe('menu-root');
  });

  it('routes an unstable export by its name without the prefix, as the manifests name it', () => {
    expect(withoutUnstable('Unstable_Grid2')).toBe('Grid2');
    expect(withoutUnstable('unstable_useModal')).toBe('useModal');
    expect(withoutUnstable('UnstableBadge')).toBe('UnstableBadge');
    expect(apiSlug('Unstable_Grid2')).toBe('grid-2');
    expect(apiSlug('Unstable_NumberInput')).toBe('number-input');
    expect(apiSlug('Unstable_TrapFocus')).toBe('trap-focus');
    expect(apiSlug('unstable_useNumberInput')).toBe('use-number-input');
    expect(apiSlug('ButtonBase')).toBe('button-base');
    expect(componentRoute('/material-ui/api/', 'Unstable_Grid2')).toBe('/material-ui/api/grid-2/');
  });

  it('tells hooks by their names', () => {
    expect(isHookName('useButton')).toBe(true);
    expect(isHookName('unstable_useModal')).toBe(true);
    expect(isHookName('use2D')).toBe(true);
    expect(isHookName('user')).toBe(false);
    expect(isHookName('Button')).toBe(false);
    expect(isHookName('useful')).toBe(false);
  });

  it('puts each page under its source route, /<product>/api/ by default', () => {
    expect(componentRoute(sourceRoute('material-ui', undefined), 'ButtonBase')).toBe('/material-ui/api/button-base/');
    expect(componentRoute(sourceRoute('acme', '/acme/reference/'), 'Crate')).toBe('/acme/reference/crate/');
    expect(componentRoute(sourceRoute('base-ui', undefined), 'useButton')).toBe('/base-ui/api/use-button/');
  });
});
