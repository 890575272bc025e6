import path from 'node:path';
import { diagnostic, type Diagnostic } from '../util/diagnostics.js';
import type { ComponentRef, DemoRef } from '../markdown/types.js';
import type { Slot } from '../markdown/slot.js';
import type { SourcePage } from '../site/readPages.js';
import { placeholderHtml } from './components.js';
import type { RenderServices } from './renderServices.js';
import type { Shared } from './shared.js';

/** The HTML of a page's demos and components, by slot; the styles they need, and what went wrong. */
export interface RenderedSlots {
  htmlOf(slot: Slot): string;
  styles: string;
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
  for (const ref of components) {
    const rendered = await renderComponent(page, ref, services);
    componentHtml.push(rendered.html);
    styles += rendered.styles;
    if (rendered.diagnostic) diagnostics.push(rendered.diagnostic);
  }
  const demoHtml: string[] = [];
  for (const ref of demos) {
    const rendered = await renderDemo(shared, page, ref, services);
    demoHtml.push(rendered.html);
    if (rendered.styles && !styles.includes(rendered.styles)) styles += rendered.styles;
    if (rendered.diagnostic) diagnostics.push(rendered.diagnostic);
  }
  return { htmlOf: (slot) => (slot.kind === 'demo' ? demoHtml : componentHtml)[slot.index] ?? '', styles, diagnostics };
}

interface RenderedSlot {
  html: string;
  styles: string;
  diagnostic?: Diagnostic;
}

async function renderComponent(page: SourcePage, ref: ComponentRef, { components }: RenderServices): Promise<RenderedSlot> {
  if (!components.has(ref.name)) return { html: placeholderHtml(`Component "${ref.name}" is not available`), styles: '' };
  const component = await components.load(ref.name);
  if ('severity' in component) {
    // A throw or syntax error is placed in the component's source; anything else at the directive.
    const problem =
      component.line > 0 ? { ...component, message: `${component.message} (on ${page.route})` } : { ...component, file: page.file, line: ref.line };
    return { html: placeholderHtml(`Component "${ref.name}" could not be loaded`), styles: '', diagnostic: problem };
  }
  const out = components.render(ref.name, component, page.route);
  if ('severity' in out) return { html: placeholderHtml(`Component "${ref.name}" could not be rendered`), styles: '', diagnostic: out };
  return { html: out.html, styles: out.styleTags };
}

async function renderDemo(shared: Shared, page: SourcePage, ref: DemoRef, { demoBlocks }: RenderServices): Promise<RenderedSlot> {
  const pageFile = path.join(shared.contentDir, page.contentPath);
  const block = await demoBlocks.render(shared.root, pageFile, ref, page.route);
  if (block.ok) return { html: block.html, styles: block.styleTags };
  const unavailable = { html: placeholderHtml(`Demo ${ref.name} is not available`), styles: '' };
  // A missing demo is reported once, by the demo check.
  if (!block.failure) return unavailable;
  // A demo that cannot be built lacks files or packages: reported like a missing demo.
  const severity = block.failure.kind === 'unloadable' ? shared.config.onMissingDemos : 'error';
  // Where the demo itself went wrong (a syntax error, a throw, a timeout), else its directive.
  const { place } = block.failure;
  const message = `Demo ${ref.name} on ${page.route}${place ? ` (${page.file}:${ref.line})` : ''} cannot be rendered: ${block.failure.reason}`;
  return { ...unavailable, diagnostic: diagnostic(severity, 'demo-failed', message, place ?? { file: page.file, line: ref.line, column: 1 }) };
}
