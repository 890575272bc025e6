import { describe, expect, it } from 'vitest';
import { componentRoute, kebabCase, sourceRoute } from '../../../../src/build/api/kebab.js';

describe('API page routes', () => {
  it('kebab-cases component names as MUI does', () => {
    expect(kebabCase('Button')).toBe('button');
    expect(kebabCase('ButtonBase')).toBe('button-base');
    expect(kebabCase('TextField')).toBe('text-field');
    expect(kebabCase('SVGIcon')).toBe('svg-icon');
    expect(kebabCase('Unstable_TrapFocus')).toBe('unstable-trap-focus');
    expect(kebabCase('ListItemButton2')).toBe('list-item-button2');
    // A namespace's member, documented by its dotted name.
    expect(kebabCase('Menu.Root')).toBe('menu-root');
  });

  it('puts each page under its source route, /<product>/api/ by default', () => {
    expect(componentRoute(sourceRoute('material-ui', undefined), 'ButtonBase')).toBe('/material-ui/api/button-base/');
    expect(componentRoute(sourceRoute('acme', '/acme/reference/'), 'Crate')).toBe('/acme/reference/crate/');
  });
});
