import path from 'node:path';
import type { SourcePage } from './readPages.js';

/**
 * Resolves a `.md` link of a page to the route of the page it names: relative to the page's
 * file, or absolute from the content folder. Undefined when no page has that file.
 */
export function markdownLinkResolver(routeByContentPath: ReadonlyMap<string, string>, page: SourcePage) {
  return (target: string): string | undefined => {
    let decoded = target;
    try {
      decoded = decodeURI(target);
    } catch {
      // Keep the link as written; it will not resolve and the link check reports it.
    }
    const contentPath = decoded.startsWith('/') ? decoded.slice(1) : path.posix.normalize(path.posix.join(path.posix.dirname(page.contentPath), decoded));
    return routeByContentPath.get(contentPath);
  };
}
