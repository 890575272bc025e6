import path from 'node:path';
import { splitLanguage } from '../site/routes.js';

export type PathDecision =
  | { kind: 'file'; relativePath: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'bad-request' };

/**
 * What to do with a request path, before touching the disk: redirect `/zh/…` and `/en/…` to the
 * English page and page paths without their trailing slash; refuse anything that could leave the
 * site folder (`..` in any encoding, backslashes, NUL); else the file to serve, relative to the
 * site folder (`/a/` → `a/index.html`).
 */
export function decideRequestPath(rawPath: string): PathDecision {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad-request' };
  }
  if (decoded.includes('\0') || decoded.includes('\\') || !decoded.startsWith('/')) return { kind: 'bad-request' };
  const segments = decoded.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) return { kind: 'bad-request' };

  const first = segments[1];
  if (first === 'zh' || first === 'en') {
    const { route } = splitLanguage(decoded);
    return { kind: 'redirect', location: encodeURI(route) };
  }
  const last = segments.at(-1) ?? '';
  if (last !== '' && !last.includes('.')) return { kind: 'redirect', location: encodeURI(`${decoded}/`) };
  const relativePath = decoded.endsWith('/') ? `${decoded.slice(1)}index.html` : decoded.slice(1);
  return { kind: 'file', relativePath: path.posix.normalize(relativePath) };
}
