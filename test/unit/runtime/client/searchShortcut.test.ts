import { describe, expect, it } from 'vitest';
import { isSearchShortcut, searchKeyHint } from '../../../../src/runtime/client/searchShortcut.js';
import type { KeyPress } from '../../../../src/runtime/client/copyButtons.js';

const press = (overrides: Partial<KeyPress>): KeyPress => ({ key: 'k', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...overrides });

describe('isSearchShortcut', () => {
  it('is Ctrl+K or ⌘K, with Caps Lock on too', () => {
    expect(isSearchShortcut(press({ ctrlKey: true }))).toBe(true);
    expect(isSearchShortcut(press({ metaKey: true }))).toBe(true);
    expect(isSearchShortcut(press({ ctrlKey: true, key: 'K' }))).toBe(true);
  });

  it('is not K alone, another letter, or with Alt or Shift', () => {
    expect(isSearchShortcut(press({}))).toBe(false);
    expect(isSearchShortcut(press({ ctrlKey: true, key: 'j' }))).toBe(false);
    expect(isSearchShortcut(press({ ctrlKey: true, altKey: true }))).toBe(false);
    expect(isSearchShortcut(press({ metaKey: true, shiftKey: true }))).toBe(false);
  });
});

it('hints ⌘K on Apple platforms and Ctrl K elsewhere', () => {
  expect(searchKeyHint(true)).toBe('⌘K');
  expect(searchKeyHint(false)).toBe('Ctrl K');
});
