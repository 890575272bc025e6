import { getCookie, setCookie } from './cookies.js';

/** Which source a demo shows: the code variant (TS/JS) and the styling solution. */

export type CodeVariant = 'JS' | 'TS';
export type CodeStyling = 'MUI System' | 'Tailwind' | 'CSS';

export const CODE_VARIANT_COOKIE = 'codeVariant';
export const CODE_STYLING_COOKIE = 'codeStyling';
export const PREFERENCE_MAX_AGE = 31536000;

const CODE_VARIANTS: readonly CodeVariant[] = ['JS', 'TS'];
const CODE_STYLINGS: readonly CodeStyling[] = ['MUI System', 'Tailwind', 'CSS'];

/** `#demo.tsx` → TS, `#demo.js` → JS; anything else (including `.ts`, `.jsx`) says nothing. */
export function codeVariantFromHash(hash: string): CodeVariant | undefined {
  if (hash.endsWith('.tsx')) return 'TS';
  if (hash.endsWith('.js')) return 'JS';
  return undefined;
}

/** Checked in this order: `tailwind-`, `css-`, `system-`. */
export function codeStylingFromHash(hash: string): CodeStyling | undefined {
  if (hash.includes('tailwind-')) return 'Tailwind';
  if (hash.includes('css-')) return 'CSS';
  if (hash.includes('system-')) return 'MUI System';
  return undefined;
}

function isOneOf<T extends string>(values: readonly T[], value: string | undefined): value is T {
  return (values as readonly string[]).includes(value as string);
}

export function resolveCodeVariant(hash: string, cookieValue: string | undefined): CodeVariant {
  return codeVariantFromHash(hash) ?? (isOneOf(CODE_VARIANTS, cookieValue) ? cookieValue : 'TS');
}

export function resolveCodeStyling(hash: string, cookieValue: string | undefined): CodeStyling {
  return codeStylingFromHash(hash) ?? (isOneOf(CODE_STYLINGS, cookieValue) ? cookieValue : 'MUI System');
}

/** Browser only: throws during server rendering (through getCookie). */
export function readCodePreferences(): { codeVariant: CodeVariant; codeStyling: CodeStyling } {
  const variantCookie = getCookie(CODE_VARIANT_COOKIE);
  const stylingCookie = getCookie(CODE_STYLING_COOKIE);
  const hash = globalThis.location?.hash ?? '';
  return {
    codeVariant: resolveCodeVariant(hash, variantCookie),
    codeStyling: resolveCodeStyling(hash, stylingCookie),
  };
}

export function storeCodeVariant(codeVariant: CodeVariant): void {
  setCookie(CODE_VARIANT_COOKIE, codeVariant, PREFERENCE_MAX_AGE);
}

export function storeCodeStyling(codeStyling: CodeStyling): void {
  setCookie(CODE_STYLING_COOKIE, codeStyling, PREFERENCE_MAX_AGE);
}
