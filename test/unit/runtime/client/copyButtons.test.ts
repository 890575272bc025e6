import { describe, expect, it } from 'vitest';
import {
  copiedDuration,
  copyKeyHint,
  isApplePlatform,
  isCopyShortcut,
  shortcutCopiesBlock,
  type KeyPress,
} from '../../../../src/runtime/client/copyButtons.js';

const press = (overrides: Partial<KeyPress>): KeyPress => ({ key: 'c', ctrlKey: false, metaKey: false, altKey: false, shiftKey: false, ...overrides });

describe('isApplePlatform', () => {
  it.each(['MacIntel', 'macOS', 'iPhone', 'iPad'])('%s is Apple', (platform) => {
    expect(isApplePlatform([platform])).toBe(true);
  });

  it.each(['Linux x86_64', 'Win32', 'Windows', 'Android', ''])('%s is not Apple', (platform) => {
    expect(isApplePlatform([platform])).toBe(false);
  });

  it('is Apple when either platform string says so, and not when both are missing', () => {
    expect(isApplePlatform(['Linux', 'MacIntel'])).toBe(true);
    expect(isApplePlatform([undefined, 'MacIntel'])).toBe(true);
    expect(isApplePlatform([undefined, undefined])).toBe(false);
  });
});

describe('copyKeyHint', () => {
  it('is ⌘C on Apple platforms and Ctrl+C elsewhere', () => {
    expect(copyKeyHint(true)).toBe('⌘C');
    expect(copyKeyHint(false)).toBe('Ctrl+C');
  });
});

describe('isCopyShortcut', () => {
  it('is Ctrl+C off Apple platforms, in either case of the letter', () => {
    expect(isCopyShortcut(press({ ctrlKey: true }), false)).toBe(true);
    expect(isCopyShortcut(press({ ctrlKey: true, key: 'C' }), false)).toBe(true);
    expect(isCopyShortcut(press({ metaKey: true }), false)).toBe(false);
  });

  it('is ⌘+C on Apple platforms, not Ctrl+C', () => {
    expect(isCopyShortcut(press({ metaKey: true }), true)).toBe(true);
    expect(isCopyShortcut(press({ ctrlKey: true }), true)).toBe(false);
  });

  it('is not another key, nor C with Shift or Alt or no modifier', () => {
    expect(isCopyShortcut(press({ ctrlKey: true, key: 'v' }), false)).toBe(false);
    expect(isCopyShortcut(press({ ctrlKey: true, shiftKey: true }), false)).toBe(false);
    expect(isCopyShortcut(press({ ctrlKey: true, altKey: true }), false)).toBe(false);
    expect(isCopyShortcut(press({ ctrlKey: true, metaKey: true }), false)).toBe(false);
    expect(isCopyShortcut(press({}), false)).toBe(false);
  });
});

describe('shortcutCopiesBlock', () => {
  it('copies the block when nothing is selected', () => {
    expect(shortcutCopiesBlock({ selectionCollapsed: true, editing: false })).toBe(true);
  });

  it('leaves a selection to the browser', () => {
    expect(shortcutCopiesBlock({ selectionCollapsed: false, editing: false })).toBe(false);
  });

  it('leaves a text field to the browser (its selection is not the document selection)', () => {
    expect(shortcutCopiesBlock({ selectionCollapsed: true, editing: true })).toBe(false);
  });
});

describe('copiedDuration', () => {
  it('shows "Copied" for 2000 ms after a click in page code and 1200 ms in a demo source view', () => {
    expect(copiedDuration('click', false)).toBe(2000);
    expect(copiedDuration('click', true)).toBe(1200);
  });

  it('shows "Copied" for 2000 ms after the keyboard shortcut, in a demo too', () => {
    expect(copiedDuration('keyboard', false)).toBe(2000);
    expect(copiedDuration('keyboard', true)).toBe(2000);
  });
});
