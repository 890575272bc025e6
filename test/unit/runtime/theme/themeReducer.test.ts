import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME_STATE, themeReducer, type ThemeAction, type ThemeState } from '../../../../src/runtime/theme/themeReducer.js';

const state = (overrides: Partial<ThemeState> = {}): ThemeState => ({ ...DEFAULT_THEME_STATE, ...overrides });

describe('themeReducer', () => {
  it('has the documented defaults', () => {
    expect(DEFAULT_THEME_STATE).toEqual({
      dense: false,
      direction: 'ltr',
      paletteColors: {},
      spacing: 8,
      paletteMode: 'light',
    });
  });

  it('sets spacing, never below 1', () => {
    expect(themeReducer(state(), { type: 'SET_SPACING', payload: 12 }).spacing).toBe(12);
    expect(themeReducer(state(), { type: 'SET_SPACING', payload: 0 }).spacing).toBe(1);
    expect(themeReducer(state(), { type: 'SET_SPACING', payload: -4 }).spacing).toBe(1);
  });

  it('ignores a non-finite spacing', () => {
    const before = state();
    expect(themeReducer(before, { type: 'SET_SPACING', payload: Number.NaN })).toBe(before);
  });

  it('increases and decreases spacing by 1, flooring at 1', () => {
    expect(themeReducer(state(), { type: 'INCREASE_SPACING' }).spacing).toBe(9);
    expect(themeReducer(state(), { type: 'DECREASE_SPACING' }).spacing).toBe(7);
    expect(themeReducer(state({ spacing: 2 }), { type: 'DECREASE_SPACING' }).spacing).toBe(1);
    expect(themeReducer(state({ spacing: 1 }), { type: 'DECREASE_SPACING' }).spacing).toBe(1);
  });

  it('sets dense', () => {
    expect(themeReducer(state(), { type: 'SET_DENSE', payload: true }).dense).toBe(true);
    expect(themeReducer(state({ dense: true }), { type: 'SET_DENSE', payload: false }).dense).toBe(false);
  });

  it('resets density to dense false and spacing 8, keeping the rest', () => {
    const next = themeReducer(state({ dense: true, spacing: 3, direction: 'rtl' }), { type: 'RESET_DENSITY' });
    expect(next).toEqual(state({ direction: 'rtl' }));
  });

  it('resets colours', () => {
    const next = themeReducer(state({ paletteColors: { primary: { main: '#9c27b0' } }, dense: true }), {
      type: 'RESET_COLORS',
    });
    expect(next).toEqual(state({ dense: true }));
  });

  it('changes paletteMode, direction and paletteColors', () => {
    const colors = { primary: { main: '#9c27b0' } };
    const next = themeReducer(state(), {
      type: 'CHANGE',
      payload: { paletteMode: 'dark', direction: 'rtl', paletteColors: colors },
    });
    expect(next).toEqual(state({ paletteMode: 'dark', direction: 'rtl', paletteColors: colors }));
    expect(themeReducer(state(), { type: 'CHANGE', payload: { direction: 'rtl' } })).toEqual(state({ direction: 'rtl' }));
  });

  it('returns the same object when a change alters nothing', () => {
    const before = state({ paletteMode: 'dark', paletteColors: { primary: { main: '#9c27b0' } } });
    expect(themeReducer(before, { type: 'CHANGE', payload: {} })).toBe(before);
    expect(themeReducer(before, { type: 'CHANGE', payload: { paletteMode: 'dark', direction: 'ltr' } })).toBe(before);
    // A deep-equal but distinct palette object is no change either.
    expect(themeReducer(before, { type: 'CHANGE', payload: { paletteColors: { primary: { main: '#9c27b0' } } } })).toBe(before);
  });

  it('treats a different palette colour or intent as a change', () => {
    const before = state({ paletteColors: { primary: { main: '#9c27b0' } } });
    const recoloured = themeReducer(before, { type: 'CHANGE', payload: { paletteColors: { primary: { main: '#000' } } } });
    expect(recoloured).not.toBe(before);
    expect(recoloured.paletteColors).toEqual({ primary: { main: '#000' } });
    const other = { secondary: { main: '#9c27b0' } };
    expect(themeReducer(before, { type: 'CHANGE', payload: { paletteColors: other } }).paletteColors).toEqual(other);
    const extra = { primary: { main: '#9c27b0', dark: '#000' } };
    expect(themeReducer(before, { type: 'CHANGE', payload: { paletteColors: extra } }).paletteColors).toEqual(extra);
  });

  it('does not mutate the previous state', () => {
    const before = state();
    const snapshot = structuredClone(before);
    themeReducer(before, { type: 'SET_DENSE', payload: true });
    themeReducer(before, { type: 'CHANGE', payload: { direction: 'rtl' } });
    expect(before).toEqual(snapshot);
  });

  it('throws on an unknown action type', () => {
    expect(() => themeReducer(state(), { type: 'FOO' } as unknown as ThemeAction)).toThrow(new Error('Unrecognized type FOO'));
  });
});
