import { afterEach, describe, expect, it } from 'vitest';
import { getCookie, parseCookies, setCookie } from '../../../../src/runtime/preferences/cookies.js';

/** A stand-in for `document` whose cookie setter records what was written. */
function installFakeDocument(cookieHeader = '') {
  const written: string[] = [];
  const fake = {
    get cookie() {
      return cookieHeader;
    },
    set cookie(value: string) {
      written.push(value);
    },
  };
  Object.defineProperty(globalThis, 'document', { value: fake, configurable: true, writable: true });
  return written;
}

afterEach(() => {
  Reflect.deleteProperty(globalThis, 'document');
});

describe('parseCookies', () => {
  it('parses names and decoded values', () => {
    expect(parseCookies('codeVariant=JS; codeStyling=MUI%20System')).toEqual({
      codeVariant: 'JS',
      codeStyling: 'MUI System',
    });
  });

  it('tolerates junk, empty input and bad encodings', () => {
    expect(parseCookies('')).toEqual({});
    expect(parseCookies(';;  ; novalue; =nameless; a=1;b = 2 ; c=%E0%A4%A; d="quoted"; e=x=y')).toEqual({
      a: '1',
      b: '2',
      c: '%E0%A4%A',
      d: 'quoted',
      e: 'x=y',
    });
  });

  it('keeps the first of repeated names', () => {
    expect(parseCookies('a=first; a=second')).toEqual({ a: 'first' });
  });
});

describe('getCookie', () => {
  it('throws a not-supported error during server rendering', () => {
    expect(typeof document).toBe('undefined');
    expect(() => getCookie('codeVariant')).toThrow(/server rendering is not supported/);
  });

  it('reads document.cookie in the browser', () => {
    installFakeDocument('paletteColors=%7B%22primary%22%3A%7B%22main%22%3A%22%239c27b0%22%7D%7D; codeVariant=JS');
    expect(getCookie('codeVariant')).toBe('JS');
    expect(JSON.parse(getCookie('paletteColors') ?? '')).toEqual({ primary: { main: '#9c27b0' } });
    expect(getCookie('missing')).toBeUndefined();
    expect(getCookie('toString')).toBeUndefined();
  });
});

describe('setCookie', () => {
  it('writes an encoded value for one year by default', () => {
    const written = installFakeDocument();
    setCookie('codeStyling', 'MUI System');
    expect(written).toEqual(['codeStyling=MUI%20System; path=/; max-age=31536000; samesite=lax']);
  });

  it('takes another max-age', () => {
    const written = installFakeDocument();
    setCookie('x', 'y', 60);
    expect(written).toEqual(['x=y; path=/; max-age=60; samesite=lax']);
  });

  it('throws during server rendering', () => {
    expect(() => setCookie('x', 'y')).toThrow(/not supported/);
  });
});
