import { describe, expect, it } from 'vitest';
import { deriveTitle, navTitle } from '../../../../src/build/manifest/titles.js';

describe('deriveTitle', () => {
  it.each([
    ['/material-ui/react-button-group', 'Button group'],
    ['/material-ui/customization/dark-mode', 'Dark mode'],
    ['/material-ui/react-use-media-query/', 'Use media query'],
    ['inputs', 'Inputs'],
    ['/x/react-data-grid', 'Data grid'],
  ])('%s → %s', (pathname, title) => {
    expect(deriveTitle(pathname)).toBe(title);
  });
});

describe('navTitle', () => {
  const dictionary = { pages: { '/material-ui/customization/dark-mode': 'Dark mode (dictionary)', '/material-ui/customization/theme': 'Theme' } };
  it('prefers the item title', () => {
    expect(navTitle({ pathname: '/material-ui/customization/dark-mode', title: 'Own' }, dictionary)).toBe('Own');
  });
  it('falls back to the dictionary', () => {
    expect(navTitle({ pathname: '/material-ui/customization/dark-mode' }, dictionary)).toBe('Dark mode (dictionary)');
  });
  it('looks subheaders up in the dictionary too', () => {
    expect(navTitle({ pathname: '/x', subheader: '/material-ui/customization/theme' }, dictionary)).toBe('Theme');
  });
  it('derives the title last', () => {
    expect(navTitle({ pathname: '/material-ui/react-toggle-button' }, dictionary)).toBe('Toggle button');
    expect(navTitle({ pathname: '/material-ui/components/inputs', subheader: 'inputs' }, dictionary)).toBe('Inputs');
  });
});
