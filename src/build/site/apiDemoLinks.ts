import path from 'node:path';
import type { DemoIndex } from '../demos/demoIndex.js';
import type { DemoImport } from '../demos/demoImports.js';
import { readDemoImports } from '../demos/demoImportParser.js';
import type { DemoSources } from '../demos/demoSources.js';
import { scanOutline, type PageOutline } from '../markdown/outline.js';
import type { SourcePage } from './readPages.js';
import type { ApiSourceResult, DemoLink } from '../api/types.js';

type OutlinedPage = Pick<SourcePage, 'body' | 'frontMatter' | 'route' | 'file' | 'lineOffset'>;

/** Each page's outline, made once (a page object is one reading of its file). */
const outlines = new WeakMap<OutlinedPage, PageOutline>();

/**
 * What the API pages read of a page (its demo directives, its `# ` title): its outline, from the
 * fast parser `docsgen check` uses. Its own body is enough: the component sections a page gets
 * appended hold neither, and no link is followed.
 */
function outlineOf(page: OutlinedPage): PageOutline {
  let outline = outlines.get(page);
  if (outline === undefined) {
    const { body, frontMatter, file, lineOffset, route } = page;
    outline = scanOutline({ body, frontMatter, file, lineOffset, route, resolveMarkdownLink: () => undefined });
    outlines.set(page, outline);
  }
  return outline;
}

/** Each demo's imports (every variant and styling), parsed once: a demo several pages show is read once. */
const demoImports = new WeakMap<DemoSources, DemoImport[]>();

function importsOf(demo: DemoSources): DemoImport[] {
  let imports = demoImports.get(demo);
  if (imports === undefined) {
    imports = demo.sources.flatMap((source) => readDemoImports(source.code));
    demoImports.set(demo, imports);
  }
  return imports;
}

/** The page's heading as readers see it (`Button`), else its front matter title. */
export const pageTitle = (page: OutlinedPage): string =>
  outlineOf(page).h1 ?? (typeof page.frontMatter.title === 'string' && page.frontMatter.title.trim() !== '' ? page.frontMatter.title.trim() : page.route);

/**
 * The component names a demo's imports take from `importPath`: the names it imports from the
 * package (`import { Button, Chip as C } from 'pkg'`), and the component of a module of it it
 * takes the default export of (`import Button from 'pkg/Button'`).
 */
export function importedNames(imports: Iterable<DemoImport>, importPath: string): Set<string> {
  const names = new Set<string>();
  for (const entry of imports) {
    if (entry.specifier === importPath) for (const name of entry.names) names.add(name);
    const component = entry.specifier.startsWith(`${importPath}/`) ? entry.specifier.slice(importPath.length + 1) : '';
    if (entry.default && /^\w+$/.test(component)) names.add(component);
  }
  return names;
}

/**
 * For each component, the pages whose demos import it from one of `importPaths` (its package or
 * entry): the API page's Demos section. The demos come from the site's index (each read once),
 * their imports from parsing them, once each.
 */
export function demoLinks(contentDir: string, pages: readonly SourcePage[], importPaths: readonly string[], demos: DemoIndex): Map<string, DemoLink[]> {
  const byComponent = new Map<string, DemoLink[]>();
  for (const page of pages) {
    // Only a page that names a demo is outlined (as collectDemos does).
    if (page.generated || !page.body.includes('"demo"')) continue;
    const pageFile = path.join(contentDir, page.contentPath);
    const names = new Set<string>();
    for (const ref of outlineOf(page).demos) {
      const demo = demos.find(pageFile, ref.name);
      if (!demo) continue;
      for (const importPath of importPaths) for (const name of importedNames(importsOf(demo), importPath)) names.add(name);
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

/**
 * The sources with each component's demos filled in: the pages of its product whose front matter
 * `components:` names it, when the product's pages name their components so (as MUI's do); else
 * the pages whose demos import it from its package (or entry). Done once, by the build's main
 * thread; workers are given the result.
 */
export function linkApiDemos(contentDir: string, sources: readonly ApiSourceResult[], pages: readonly SourcePage[], demos: DemoIndex): ApiSourceResult[] {
  return sources.map((source) => {
    if (source.demosLinked) return source;
    const declared = frontMatterDemoLinks(pages, source.product);
    if (declared) {
      return {
        ...source,
        demosLinked: true,
        components: source.components.map((component) => ({ ...component, api: { ...component.api, demos: declared.get(component.api.name) ?? [] } })),
      };
    }
    const importPaths = [
      ...new Set(
        [...source.components, ...(source.hooks ?? [])].flatMap(({ api }) =>
          api.imports
            .map((line) => /from '([^']+)'/.exec(line)?.[1] ?? '')
            .filter(Boolean)
            .map((from) => from.replace(new RegExp(`/${api.name}$`), '')),
        ),
      ),
    ];
    const links = demoLinks(contentDir, pages, importPaths, demos);
    return {
      ...source,
      demosLinked: true,
      components: source.components.map((component) => ({ ...component, api: { ...component.api, demos: links.get(component.api.name) ?? [] } })),
      ...(source.hooks ? { hooks: source.hooks.map((hook) => ({ ...hook, api: { ...hook.api, demos: links.get(hook.api.name) ?? [] } })) } : {}),
    };
  });
}
