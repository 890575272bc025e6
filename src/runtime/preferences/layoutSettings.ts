/**
 * The reader's layout settings from the settings drawer (direction, density, spacing unit), kept
 * across pages in localStorage like the colour mode (`mui-mode`). Only what differs from the
 * site's defaults is stored. The prepaint script (templates/prepaint.js) reads the same key to
 * set the text direction before the first paint.
 */
import type { ThemeState } from '../theme/themeReducer.js';

export const LAYOUT_STORAGE_KEY = 'docsgen-settings';

export type LayoutSettings = Partial<Pick<ThemeState, 'direction' | 'dense' | 'spacing'>>;

/** The stored settings, keeping only well-formed values (the storage is the reader's to edit). */
export function parseLayoutSettings(text: string | null): LayoutSettings {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null) return {};
  const { direction, dense, spacing } = value as Record<string, unknown>;
  return {
    ...(direction === 'rtl' || direction === 'ltr' ? { direction } : {}),
    ...(typeof dense === 'boolean' ? { dense } : {}),
    ...(typeof spacing === 'number' && Number.isInteger(spacing) && spacing >= 1 && spacing <= 64 ? { spacing } : {}),
  };
}

/** What to store for a state: the settings that differ from the defaults; null when none does. */
export function serializeLayoutSettings(state: Pick<ThemeState, 'direction' | 'dense' | 'spacing'>, defaultSpacing: number): string | null {
  const settings: LayoutSettings = {
    ...(state.direction === 'rtl' ? { direction: 'rtl' as const } : {}),
    ...(state.dense ? { dense: true } : {}),
    ...(state.spacing !== defaultSpacing ? { spacing: state.spacing } : {}),
  };
  return Object.keys(settings).length === 0 ? null : JSON.stringify(settings);
}

export function readLayoutSettings(): LayoutSettings {
  try {
    return parseLayoutSettings(localStorage.getItem(LAYOUT_STORAGE_KEY));
  } catch {
    return {};
  }
}

export function writeLayoutSettings(serialized: string | null): void {
  try {
    if (serialized === null) localStorage.removeItem(LAYOUT_STORAGE_KEY);
    else localStorage.setItem(LAYOUT_STORAGE_KEY, serialized);
  } catch {
    // Storage refused (private mode, quota): the settings last for this page.
  }
}
