import type { DemoStyleFiles } from './sandboxProject.js';
import { DEMO_CLASS, DEMO_DATA } from '../../shared/demoBlock.js';
/** What the toolbar reads of a demo block's markup (see components/DemoBlock.tsx). */

/** The source the reader sees (their variant and styling): its code, variant and file name. */
export function shownSource(demo: HTMLElement): { code: string; variant: 'TS' | 'JS'; styling: string } | undefined {
  const element = demo.querySelector<HTMLElement>(`.${DEMO_CLASS.source}:not([hidden])`) ?? demo.querySelector<HTMLElement>(`.${DEMO_CLASS.source}`);
  if (!element) return undefined;
  const code = element.querySelector('code')?.textContent ?? element.textContent ?? '';
  return { code, variant: element.dataset[DEMO_DATA.variant.key] === 'JS' ? 'JS' : 'TS', styling: element.dataset[DEMO_DATA.styling.key] ?? 'MUI System' };
}

/** The packages the demo's project needs, at the versions of the site's build. */
export function demoDependencies(demo: HTMLElement): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(demo.dataset[DEMO_DATA.dependencies.key] ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/** The local stylesheets the demo imports, for its project (see DemoBlock's `data-style-files`). */
export function demoStyleFiles(demo: HTMLElement): DemoStyleFiles | undefined {
  try {
    const parsed = JSON.parse(demo.dataset[DEMO_DATA.styleFiles.key] ?? 'null') as Partial<DemoStyleFiles> | null;
    return parsed && typeof parsed.dir === 'string' && parsed.files && typeof parsed.files === 'object' ? (parsed as DemoStyleFiles) : undefined;
  } catch {
    return undefined;
  }
}

/** The class maps of the CSS modules the demo imports, by specifier (see DemoBlock's `data-css-modules`). */
export function demoCssModules(demo: HTMLElement): Record<string, Record<string, string>> {
  try {
    const parsed: unknown = JSON.parse(demo.dataset[DEMO_DATA.cssModules.key] ?? '{}');
    return parsed && typeof parsed === 'object' ? (parsed as Record<string, Record<string, string>>) : {};
  } catch {
    return {};
  }
}

/** The demo's name, from its id (`content/…/BasicButtons` → `BasicButtons`). */
export const demoName = (demo: HTMLElement) => (demo.dataset[DEMO_DATA.demo.key] ?? 'Demo').split('/').pop() ?? 'Demo';
