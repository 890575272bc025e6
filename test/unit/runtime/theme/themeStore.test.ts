import { describe, expect, it, vi } from 'vitest';
import { createThemeStore } from '../../../../src/runtime/theme/themeStore.js';
import { DEFAULT_THEME_STATE } from '../../../../src/runtime/theme/themeReducer.js';

describe('createThemeStore', () => {
  it('starts from the defaults or the given state', () => {
    expect(createThemeStore().getState()).toBe(DEFAULT_THEME_STATE);
    const initial = { ...DEFAULT_THEME_STATE, dense: true };
    expect(createThemeStore(initial).getState()).toBe(initial);
  });

  it('notifies subscribers of changes only, until they unsubscribe', () => {
    const store = createThemeStore();
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.dispatch({ type: 'SET_DENSE', payload: true });
    expect(store.getState().dense).toBe(true);
    expect(listener).toHaveBeenCalledTimes(1);
    store.dispatch({ type: 'CHANGE', payload: { direction: 'ltr' } });
    expect(listener).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.dispatch({ type: 'INCREASE_SPACING' });
    expect(listener).toHaveBeenCalledTimes(1);
    expect(store.getState().spacing).toBe(9);
  });
});
