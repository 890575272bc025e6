import { demoProviderOf } from '../config/demoProviders.js';
import path from 'node:path';
import { demoFailureDiagnostic } from '../demos/demoFailure.js';
import { demoAnchor } from '../demos/demoBlocks.js';
import type { Diagnostic } from '../util/diagnostics.js';
import type { ComponentRef, DemoRef } from '../markdown/types.js';
import type { Slot } from '../markdown/slot.js';
import type { SourcePage } from '../site/readPages.js';
import { builtinComponent, type BuiltinComponent } from '../site/builtinComponents.js';
import { label } from '../util/labels.js';
import { componentLinkHeaderHtml, componentLinks, componentPackage, githubRepository } from './componentLinkHeader.js';
import { placeholderHtml, type ContentComponentPage } from './components.js';
import type { RenderServices } from './renderServices.js';
import type { Shared } from './shared.js';

/** The HTML of a page's demos and components, by slot; the styles they need, and what went wrong. */
export interface RenderedSlots {
  htmlOf(slot: Slot): string;
  styles: string;
  /** The stylesheets the page's demos import (URLs), each once, in the order the demos come and import them. */
  stylesheets: string[];
  diagnostics: Diagnostic[];
}

/**
 * Renders the content components then the demos of a page (a demo or component that cannot be
 * shown becomes a placeholder, reported at its place), each once, for its slot in the tree.
 */
export async function renderSlots(
  shared: Shared,
  page: SourcePage,
  demos: readonly DemoRef[],
  components: readonly ComponentRef[],
  services: RenderServices,
): Promise<RenderedSlots> {
  const diagnostics: Diagnostic[] = [];
  let styles = '';
  const componentHtml: string[] = [];
  const stylesheets = new Set<string>();
  for (const ref of components) {
    const rendered = await renderComponent(shared, page, ref, services);
    componentHtml.push(rendered.html);
    styles += rendered.styles;
    for (const href of rendered.stylesheets ?? []) stylesheets.add(href);
    diagnostics.push(...rendered.diagnostics);
  }
  // Two demos of one module (or sharing its styles) put their style tags in the page once.
  const demoStyles = new Set<string>();
  let globalStyles = '';
  const demoHtml: string[] = [];
  const anchors = new Set<string>();
  for (const ref of demos) {
    const rendered = await renderDemo(shared, page, ref, services, demoAnchor(ref.name, anchors));
    demoHtml.push(rendered.html);
    for (const href of rendered.stylesheets ?? []) stylesheets.add(href);
    // A provider's global styles before the demos' own, which may override them.
    for (const tag of rendered.globalStyles ?? []) {
      if (demoStyles.has(tag)) continue;
      demoStyles.add(tag);
      globalStyles += tag;
    }
    if (rendered.styles && !demoStyles.has(rendered.styles)) {
      demoStyles.add(rendered.styles);
      styles += rendered.styles;
    }
    diagnostics.push(...rendered.diagnostics);
  }
  return {
    htmlOf: (slot) => (slot.kind === 'demo' ? demoHtml : componentHtml)[slot.index] ?? '',
    styles: globalStyles + styles,
    stylesheets: [...stylesheets],
    diagnostics,
  };
}

interface RenderedSlot {
  html: string;
  styles: string;
  /** Global style tags of a demo's provider (its CSS variables), each put in the page once. */
  globalStyles?: readonly string[];
  stylesheets?: readonly string[];
  diagnostics: Diagnostic[];
}

async function renderComponent(shared: Shared, page: SourcePage, ref: ComponentRef, { components }: RenderServices): Promise<RenderedSlot> {
  // The site's own component of that name wins over docsgen's built-in.
  const builtin = components.has(ref.name) ? undefined : builtinComponent(ref.name);
  if (builtin) return { html: builtinComponentHtml(shared, page, builtin), styles: '', diagnostics: [] };
  if (!components.has(ref.name)) return { html: placeholderHtml(`Component "${ref.name}" is not available`), styles: '', diagnostics: [] };
  const component = await components.load(ref.name);
  if (!component.ok) {
    // A throw or syntax error is placed in the component's source; anything else at the directive.
    const problems = component.diagnostics.map((problem) =>
      problem.line > 0 ? { ...problem, message: `${problem.message} (on ${page.route})` } : { ...problem, file: page.file, line: ref.line },
    );
    return { html: placeholderHtml(`Component "${ref.name}" could not be loaded`), styles: '', diagnostics: problems };
  }
  const out = components.render(ref.name, component.value, componentPageProps(shared, page));
  if (!out.ok) return { html: placeholderHtml(`Component "${ref.name}" could not be rendered`), styles: '', diagnostics: out.diagnostics };
  // The stylesheets its module imports (see RuntimeBundle.styles).
  const modulePath = path.resolve(shared.root, shared.config.components[ref.name]!);
  const stylesheets = (shared.runtime.styles[modulePath] ?? []).map((name) => `${shared.config.base}${name}`);
  return { html: out.value.html, styles: out.value.styleTags, stylesheets, diagnostics: [] };
}

/** What a site component is told of the page it is on. */
function componentPageProps(shared: Shared, page: SourcePage): ContentComponentPage {
  const configured = shared.config.products.find((product) => product.id === page.productId);
  return {
    route: page.route,
    frontMatter: page.frontMatter,
    product: page.productId === null ? null : { id: page.productId, name: configured?.name, category: page.productCategoryId },
    language: 'en',
  };
}

/** The HTML of one of docsgen's built-in components on `page`. */
function builtinComponentHtml(shared: Shared, page: SourcePage, builtin: BuiltinComponent): string {
  switch (builtin) {
    case 'ComponentLinkHeader': {
      const links = componentLinks(page.componentPage, {
        repository: githubRepository(shared.config.editUrl),
        packageName: componentPackage(shared.config, page),
        dictionary: shared.dictionary,
      });
      return componentLinkHeaderHtml(links, label(shared.dictionary, 'componentPage.links'));
    }
  }
}

async function renderDemo(shared: Shared, page: SourcePage, ref: DemoRef, { demoBlocks }: RenderServices, anchor: string): Promise<RenderedSlot> {
  const pageFile = path.join(shared.contentDir, page.contentPath);
  const block = await demoBlocks.render(pageFile, ref, page.route, anchor, demoProviderOf(shared.config, page.productId));
  const use = { page: { file: page.file, route: page.route }, name: ref.name, line: ref.line };
  if (block.ok) {
    // Shown, but rendered in the browser only (the server's render threw): reported as config `onMissingDemos` says.
    const diagnostics = block.failure ? [demoFailureDiagnostic(use, block.failure, shared.config.onMissingDemos)] : [];
    return { html: block.html, styles: block.styleTags, globalStyles: block.globalStyleTags, stylesheets: block.stylesheets, diagnostics };
  }
  const unavailable = { html: placeholderHtml(`Demo ${ref.name} is not available`), styles: '', diagnostics: [] };
  // A missing demo is reported once, by the demo check.
  if (!block.failure) return unavailable;
  return { ...unavailable, diagnostics: [demoFailureDiagnostic(use, block.failure, shared.config.onMissingDemos)] };
}
