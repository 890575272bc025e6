/** The user's theme settings (settings drawer) as a pure reducer. */

export type PaletteColors = Record<string, { main: string; light?: string; dark?: string; contrastText?: string }>;

export interface ThemeState {
  dense: boolean;
  direction: 'ltr' | 'rtl';
  paletteColors: PaletteColors;
  spacing: number;
  paletteMode: 'light' | 'dark';
}

export const DEFAULT_SPACING = 8;

export const DEFAULT_THEME_STATE: ThemeState = {
  dense: false,
  direction: 'ltr',
  paletteColors: {},
  spacing: DEFAULT_SPACING,
  paletteMode: 'light',
};

export type ThemeAction =
  | { type: 'SET_SPACING'; payload: number }
  | { type: 'INCREASE_SPACING' }
  | { type: 'DECREASE_SPACING' }
  | { type: 'SET_DENSE'; payload: boolean }
  | { type: 'RESET_DENSITY' }
  | { type: 'RESET_COLORS' }
  | { type: 'CHANGE'; payload: Partial<Pick<ThemeState, 'paletteMode' | 'direction' | 'paletteColors'>> };

const MIN_SPACING = 1;

function samePaletteColors(a: PaletteColors, b: PaletteColors): boolean {
  const aKeys = Object.keys(a);
  if (aKeys.length !== Object.keys(b).length) return false;
  return aKeys.every((key) => {
    const x = a[key];
    const y = b[key];
    return x !== undefined && y !== undefined && x.main === y.main && x.light === y.light && x.dark === y.dark && x.contrastText === y.contrastText;
  });
}

function change(state: ThemeState, payload: Extract<ThemeAction, { type: 'CHANGE' }>['payload']): ThemeState {
  const paletteMode = payload.paletteMode ?? state.paletteMode;
  const direction = payload.direction ?? state.direction;
  const paletteColors =
    payload.paletteColors === undefined || samePaletteColors(payload.paletteColors, state.paletteColors) ? state.paletteColors : payload.paletteColors;
  if (paletteMode === state.paletteMode && direction === state.direction && paletteColors === state.paletteColors) {
    // Same object, so that subscribers (useSyncExternalStore) do not re-render.
    return state;
  }
  return { ...state, paletteMode, direction, paletteColors };
}

export function themeReducer(state: ThemeState, action: ThemeAction): ThemeState {
  switch (action.type) {
    case 'SET_SPACING':
      if (!Number.isFinite(action.payload)) return state;
      return { ...state, spacing: Math.max(MIN_SPACING, action.payload) };
    case 'INCREASE_SPACING':
      return { ...state, spacing: state.spacing + 1 };
    case 'DECREASE_SPACING':
      return { ...state, spacing: Math.max(MIN_SPACING, state.spacing - 1) };
    case 'SET_DENSE':
      return { ...state, dense: action.payload };
    case 'RESET_DENSITY':
      return { ...state, dense: false, spacing: DEFAULT_SPACING };
    case 'RESET_COLORS':
      return { ...state, paletteColors: {} };
    case 'CHANGE':
      return change(state, action.payload);
    default:
      throw new Error(`Unrecognized type ${(action as { type: unknown }).type}`);
  }
}
