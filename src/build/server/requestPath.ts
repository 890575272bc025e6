import path from 'node:path';
import { splitLanguage } from '../util/routes.js';

export type PathDecision = { kind: 'file'; relativePath: string } | { kind: 'redirect'; location: string } | { kind: 'bad-request' };

/**
 * What to do with a request path, before touching the disk: redirect `/zh/…` and `/en/…` to the
 * English page and page paths without their trailing slash; refuse anything that could leave the
 * site folder (`..` in any encoding, backslashes, NUL); else the file to serve, relative to the
 * site folder (`/a/` → `a/index.html`). Repeated slashes are one (`//evil.example/` is
 * `/evil.example/`), so a redirect never leaves the site.
 */
export function decideRequestPath(rawPath: string): PathDecision {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { kind: 'bad-request' };
  }
  if (decoded.includes('\0') || decoded.includes('\\') || !decoded.startsWith('/')) return { kind: 'bad-request' };
  // `//evil.example` must not become a redirect to another host: empty segments go.
  decoded = decoded.replace(/\/{2,}/g, '/');
  const segments = decoded.split('/');
  if (segments.some((segment) => segment === '..' || segment === '.')) return { kind: 'bad-request' };

  const first = segments[1];
  if (first === 'zh' || first === 'en') {
    const { route } = splitLanguage(decoded);
    return sameSite(encodeURI(route));
  }
  const last = segments.at(-1) ?? '';
  if (last !== '' && !last.includes('.')) return sameSite(encodeURI(`${decoded}/`));
  const relativePath = decoded.endsWith('/') ? `${decoded.slice(1)}index.html` : decoded.slice(1);
  return { kind: 'file', relativePath: path.posix.normalize(relativePath) };
}

/** A redirect to a path of this site: never `//host` or `/\\host`, which a browser reads as another site. */
function sameSite(location: string): PathDecision {
  return /^\/(?![/\\])/.test(location) ? { kind: 'redirect', location } : { kind: 'bad-request' };
}
