import demos, { worlds } from 'docsgen:demos';
import type { CodeStyling } from '../preferences/codePreferences.js';
import { pageThemeStore } from './pageThemeStore.js';
import { DEMO_CLASS, DEMO_DATA } from '../../shared/demoBlock.js';

/**
 * The page's side of a live demo: finds its root (in the page or in its iframe) and hands it to
 * the demo host of its world, which hydrates it with the site's own React and MUI (compiled
 * against the world's packages, see docsgen:demos). The shell's React never renders a demo.
 */

/** Resolves when an iframe's document has loaded. */
function frameLoaded(frame: HTMLIFrameElement): Promise<Document> {
  return new Promise((resolve) => {
    const done = () => frame.contentDocument && resolve(frame.contentDocument);
    if (frame.contentDocument?.readyState === 'complete' && frame.contentDocument.getElementById('root')) done();
    else frame.addEventListener('load', done, { once: true });
  });
}

/** Where a demo hydrates: its root in the page, or the root of its iframe's document (and that document's head). */
async function hydrationTarget(element: HTMLElement): Promise<{ container: HTMLElement; frameHead?: HTMLElement } | undefined> {
  const frame = element.querySelector<HTMLIFrameElement>(`iframe.${DEMO_CLASS.frame}`);
  if (!frame) {
    const container = element.querySelector<HTMLElement>(`.${DEMO_CLASS.root}`);
    return container ? { container } : undefined;
  }
  const frameDocument = await frameLoaded(frame);
  // Its colour scheme follows the page's already: the frame's own script (templates/colorScheme.js) sees to it.
  const container = frameDocument.getElementById('root');
  return container ? { container, frameHead: frameDocument.head } : undefined;
}

/** What the toolbar can do with a hydrated demo: reset it, show live-edited code (see the host's DemoHandle). */
export type DemoHandle = Awaited<ReturnType<Awaited<ReturnType<(typeof worlds)[number]['host']>>['hydrateDemo']>>;

const hydrations = new WeakMap<HTMLElement, Promise<DemoHandle | undefined>>();

/**
 * Hydrates a server-rendered demo (on the reader's first intent to use it, once); resolves once
 * React has committed it, so that a held event can be replayed on the live component, with the
 * handle the toolbar uses (none when the demo cannot run).
 */
export function hydrate(element: HTMLElement): Promise<DemoHandle | undefined> {
  let hydration = hydrations.get(element);
  if (!hydration) hydrations.set(element, (hydration = hydrateOnce(element)));
  return hydration;
}

async function hydrateOnce(element: HTMLElement): Promise<DemoHandle | undefined> {
  const id = element.dataset[DEMO_DATA.demo.key] ?? '';
  const styling = (element.dataset[DEMO_DATA.styling.key] ?? 'MUI System') as CodeStyling;
  const demo = demos[id];
  const load = demo?.modules[styling];
  const world = demo && worlds[demo.world];
  const target = await hydrationTarget(element);
  if (!load || !world || !target) return undefined;
  // The page's demo provider (config `demoProvider`), compiled in the demo's world, as the server wrapped it.
  const providerName = element.dataset[DEMO_DATA.provider.key];
  const loadProvider = providerName !== undefined ? world.providers[providerName] : undefined;
  const [{ default: Component }, host, provider] = await Promise.all([load(), world.host(), loadProvider?.()]);
  element.dataset.hydrated = '';
  return host.hydrateDemo({
    ...target,
    identifierPrefix: element.dataset[DEMO_DATA.idPrefix.key] ?? '',
    // The server could not render it: its root is empty, to be rendered rather than hydrated.
    ...(element.dataset[DEMO_DATA.hydrate.key] === 'client' ? { clientOnly: true } : {}),
    styling,
    Component,
    loadStyling: (other) => demo.modules[other as CodeStyling]?.().then((module) => module.default),
    state: pageThemeStore,
    cssVarPrefix: world.cssVarPrefix,
    ...(provider ? { Provider: provider.default } : {}),
  });
}

/** The code of the demo provider that wraps the demo (config `demoProvider`), for the sandboxes; none without one. */
export async function providerSource(element: HTMLElement): Promise<{ file: string; code: string } | undefined> {
  const provider = element.dataset[DEMO_DATA.provider.key];
  const world = worlds[demos[element.dataset[DEMO_DATA.demo.key] ?? '']?.world ?? -1];
  const load = provider !== undefined ? world?.providerSources[provider] : undefined;
  return load ? { file: provider!, code: (await load()).default } : undefined;
}
