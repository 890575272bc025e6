import { afterEach, describe, expect, it } from 'vitest';
import {
  CODE_STYLING_COOKIE,
  CODE_VARIANT_COOKIE,
  codeStylingFromHash,
  codeVariantFromHash,
  PREFERENCE_MAX_AGE,
  readCodePreferences,
  resolveCodeStyling,
  resolveCodeVariant,
  storeCodeStyling,
  storeCodeVariant,
} from '../../../../src/runtime/preferences/codePreferences.js';

describe('codeVariantFromHash', () => {
  it.each([
    ['#BasicButtons.tsx', 'TS'],
    ['BasicButtons.tsx', 'TS'],
    ['#BasicButtons.js', 'JS'],
    ['#css-variables.js', 'JS'],
    ['#system-demo.tsx', 'TS'],
  ] as const)('%s → %s', (hash, expected) => {
    expect(codeVariantFromHash(hash)).toBe(expected);
  });

  it.each(['', '#', '#BasicButtons.ts', '#BasicButtons.jsx', '#tailwind-', '#demo.tsx.bak', '#json'])('%s says nothing', (hash) => {
    expect(codeVariantFromHash(hash)).toBeUndefined();
  });
});

describe('codeStylingFromHash', () => {
  it.each([
    ['#tailwind-', 'Tailwind'],
    ['#tailwind-BasicButtons.tsx', 'Tailwind'],
    ['#css-', 'CSS'],
    ['#css-variables.js', 'CSS'],
    ['#system-', 'MUI System'],
    ['#system-BasicButtons.js', 'MUI System'],
    ['#demo-tailwind-css-', 'Tailwind'],
    ['#system-css-', 'CSS'],
  ] as const)('%s → %s', (hash, expected) => {
    expect(codeStylingFromHash(hash)).toBe(expected);
  });

  it.each(['', '#BasicButtons.tsx', '#tailwind', '#css', '#system'])('%s says nothing', (hash) => {
    expect(codeStylingFromHash(hash)).toBeUndefined();
  });
});

describe('resolveCodeVariant', () => {
  it('prefers the hash over the cookie', () => {
    expect(resolveCodeVariant('#demo.js', 'TS')).toBe('JS');
    expect(resolveCodeVariant('#demo.tsx', 'JS')).toBe('TS');
  });

  it('falls back to a valid cookie, then TS', () => {
    expect(resolveCodeVariant('', 'JS')).toBe('JS');
    expect(resolveCodeVariant('#tailwind-', 'JS')).toBe('JS');
    expect(resolveCodeVariant('', 'js')).toBe('TS');
    expect(resolveCodeVariant('', 'Python')).toBe('TS');
    expect(resolveCodeVariant('', undefined)).toBe('TS');
  });
});

describe('resolveCodeStyling', () => {
  it('prefers the hash over the cookie', () => {
    expect(resolveCodeStyling('#css-variables.js', 'Tailwind')).toBe('CSS');
    expect(resolveCodeStyling('#system-demo', 'CSS')).toBe('MUI System');
  });

  it('falls back to a valid cookie, then MUI System', () => {
    expect(resolveCodeStyling('#demo.tsx', 'Tailwind')).toBe('Tailwind');
    expect(resolveCodeStyling('', 'CSS')).toBe('CSS');
    expect(resolveCodeStyling('', 'tailwind')).toBe('MUI System');
    expect(resolveCodeStyling('', undefined)).toBe('MUI System');
  });
});

describe('in the browser', () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'document');
    Reflect.deleteProperty(globalThis, 'location');
  });

  function installBrowser(cookie: string, hash: string) {
    const written: string[] = [];
    const fakeDocument = {
      get cookie() {
        return cookie;
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    Object.defineProperty(globalThis, 'document', { value: fakeDocument, configurable: true, writable: true });
    Object.defineProperty(globalThis, 'location', { value: { hash }, configurable: true, writable: true });
    return written;
  }

  it('reads the hash, then the cookies', () => {
    installBrowser('codeVariant=JS; codeStyling=Tailwind', '');
    expect(readCodePreferences()).toEqual({ codeVariant: 'JS', codeStyling: 'Tailwind' });
    installBrowser('codeVariant=JS; codeStyling=Tailwind', '#css-variables.tsx');
    expect(readCodePreferences()).toEqual({ codeVariant: 'TS', codeStyling: 'CSS' });
    installBrowser('codeVariant=Ruby', '');
    expect(readCodePreferences()).toEqual({ codeVariant: 'TS', codeStyling: 'MUI System' });
  });

  it('stores the choices for one year', () => {
    const written = installBrowser('', '');
    storeCodeVariant('JS');
    storeCodeStyling('MUI System');
    expect(PREFERENCE_MAX_AGE).toBe(31536000);
    expect(written).toEqual([
      `${CODE_VARIANT_COOKIE}=JS; path=/; max-age=31536000; samesite=lax`,
      `${CODE_STYLING_COOKIE}=MUI%20System; path=/; max-age=31536000; samesite=lax`,
    ]);
  });
});

describe('during server rendering', () => {
  it('throws instead of guessing', () => {
    expect(() => readCodePreferences()).toThrow(/not supported/);
  });
});
