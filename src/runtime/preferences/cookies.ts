/** Browser cookies. Never read during server rendering: the page there has no visitor. */

export const ONE_YEAR_SECONDS = 31536000;

function decode(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Parses a `Cookie` header / `document.cookie`; the first occurrence of a name wins. */
export function parseCookies(header: string): Record<string, string> {
  const cookies: Record<string, string> = {};
  for (const part of header.split(';')) {
    const equals = part.indexOf('=');
    if (equals < 0) continue;
    const name = part.slice(0, equals).trim();
    if (name === '' || Object.hasOwn(cookies, name)) continue;
    let value = part.slice(equals + 1).trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) value = value.slice(1, -1);
    cookies[name] = decode(value);
  }
  return cookies;
}

function browserDocument(action: string): Document {
  if (typeof document === 'undefined') {
    throw new Error(`docsgen: ${action} a cookie during server rendering is not supported`);
  }
  return document;
}

export function getCookie(name: string): string | undefined {
  const cookies = parseCookies(browserDocument('reading').cookie);
  return Object.hasOwn(cookies, name) ? cookies[name] : undefined;
}

export function setCookie(name: string, value: string, maxAgeSeconds: number = ONE_YEAR_SECONDS): void {
  browserDocument('writing').cookie = `${name}=${encodeURIComponent(value)}; path=/; max-age=${maxAgeSeconds}; samesite=lax`;
}
