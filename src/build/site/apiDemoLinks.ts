import path from 'node:path';
import type { DemoIndex } from '../demos/demoIndex.js';
import { escapeRegExp } from '../util/regExp.js';
import type { SourcePage } from './readPages.js';
import type { DemoLink } from '../api/types.js';

const DEMO_DIRECTIVE = /^\s*\{\{\s*"demo"\s*:\s*"([^"]+)"/gm;

/** The component names a demo imports from `importPath`: `import Button from 'pkg/Button'`, `import { Button, Chip as C } from 'pkg'`. */
export function importedNames(code: string, importPath: string): Set<string> {
  const names = new Set<string>();
  const from = escapeRegExp(importPath);
  for (const match of code.matchAll(new RegExp(`import\\s+(?:\\w+\\s*,\\s*)?\\{([^}]*)\\}\\s*from\\s*['"]${from}['"]`, 'g'))) {
    for (const part of match[1]!.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)[0]!
        .replace(/^type\s+/, '')
        .trim();
      if (name) names.add(name);
    }
  }
  for (const match of code.matchAll(new RegExp(`import\\s+\\w+\\s*(?:,\\s*\\{[^}]*\\})?\\s*from\\s*['"]${from}/(\\w+)['"]`, 'g'))) names.add(match[1]!);
  return names;
}

/** The page's heading as readers see it (`Button`), else its front matter title. */
export const pageTitle = (page: Pick<SourcePage, 'body' | 'frontMatter' | 'route'>): string =>
  /^#\s+(.+)$/m.exec(page.body)?.[1]?.trim() ??
  (typeof page.frontMatter.title === 'string' && page.frontMatter.title.trim() !== '' ? page.frontMatter.title.trim() : page.route);

/**
 * For each component, the pages whose demos import it from one of `importPaths` (its package or
 * entry): the API page's Demos section. The demos come from the site's index (each read once).
 */
export function demoLinks(contentDir: string, pages: readonly SourcePage[], importPaths: readonly string[], demos: DemoIndex): Map<string, DemoLink[]> {
  const byComponent = new Map<string, DemoLink[]>();
  for (const page of pages) {
    if (page.generated) continue;
    const pageFile = path.join(contentDir, page.contentPath);
    const names = new Set<string>();
    for (const match of page.body.matchAll(DEMO_DIRECTIVE)) {
      for (const source of demos.find(pageFile, match[1]!)?.sources ?? []) {
        for (const importPath of importPaths) for (const name of importedNames(source.code, importPath)) names.add(name);
      }
    }
    for (const name of names) {
      const links = byComponent.get(name) ?? [];
      links.push({ title: pageTitle(page), route: page.route });
      byComponent.set(name, links);
    }
  }
  return byComponent;
}

/**
 * For each component, the pages of `product` whose front matter `components:` names it (MUI's
 * pages: Box's API page links the Box page, not the seventy whose demos use a Box), when any page
 * of the product names its components so; else undefined (the demos' imports decide).
 */
export function frontMatterDemoLinks(pages: readonly SourcePage[], product: string): Map<string, DemoLink[]> | undefined {
  const declaring = pages.filter((page) => !page.generated && page.productId === product && (page.componentPage?.components.length ?? 0) > 0);
  if (declaring.length === 0) return undefined;
  const byComponent = new Map<string, DemoLink[]>();
  for (const page of declaring) {
    for (const name of new Set(page.componentPage!.components)) {
      byComponent.set(name, [...(byComponent.get(name) ?? []), { title: pageTitle(page), route: page.route }]);
    }
  }
  return byComponent;
}
