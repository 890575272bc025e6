import type { DemoStyleFiles } from './sandboxProject.js';
/** What the toolbar reads of a demo block's markup (see components/DemoBlock.tsx). */

/** The source the reader sees (their variant and styling): its code, variant and file name. */
export function shownSource(demo: HTMLElement): { code: string; variant: 'TS' | 'JS'; styling: string } | undefined {
  const element = demo.querySelector<HTMLElement>('.docsgen-demo-source:not([hidden])') ?? demo.querySelector<HTMLElement>('.docsgen-demo-source');
  if (!element) return undefined;
  const code = element.querySelector('code')?.textContent ?? element.textContent ?? '';
  return { code, variant: element.dataset.variant === 'JS' ? 'JS' : 'TS', styling: element.dataset.styling ?? 'MUI System' };
}

/** The packages the demo's project needs, at the versions of the site's build. */
export function demoDependencies(demo: HTMLElement): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(demo.dataset.dependencies ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The local stylesheets the demo imports, for its project (see DemoBlock's `data-style-files`). */
export function demoStyleFiles(demo: HTMLElement): DemoStyleFiles | undefined {
  try {
    const parsed = JSON.parse(demo.dataset.styleFiles ?? 'null') as Partial<DemoStyleFiles> | null;
    return parsed && typeof parsed.dir === 'string' && parsed.files && typeof parsed.files === 'object' ? (parsed as DemoStyleFiles) : undefined;
  } catch {
    return undefined;
  }
}

/** The class maps of the CSS modules the demo imports, by specifier (see DemoBlock's `data-css-modules`). */
export function demoCssModules(demo: HTMLElement): Record<string, Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(demo.dataset.cssModules ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Record<string, string>>) : {};
  } catch {
    return {};
  }
}

/** The demo's name, from its id (`content/…/BasicButtons` → `BasicButtons`). */
export const demoName = (demo: HTMLElement) => (demo.dataset.demo ?? 'Demo').split('/').pop() ?? 'Demo';
