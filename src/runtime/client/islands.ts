import { COLOR_SCHEME_ATTRIBUTE } from '../../shared/colorScheme.js';
import { CODE_STYLING_EVENT, SETTINGS_EVENT } from '../../shared/events.js';
import { readerSettingsDiffer } from './readerSettings.js';
import { copyText } from './copyButtons.js';
import { ISLAND, ISLAND_ATTRIBUTE } from '../../shared/dom.js';
import { DEMO_DATA } from '../../shared/demoBlock.js';

/**
 * What the entry gives islands of its own code: an island that imported it would make it a chunk
 * of its own, one more script every page loads.
 */
export interface IslandHelpers {
  /** Puts text on the clipboard, with the code blocks' fallback (see copyButtons.ts). */
  copyText(text: string, element?: Element): Promise<boolean>;
}

/** An island's code: loaded on first use, then called for every activation of its element. */
export interface IslandModule {
  activate(element: HTMLElement, event: Event, helpers: IslandHelpers): void;
}

/** A server-rendered island (live demos): hydrated on the reader's first intent to use it. */
export interface HydratedIslandModule {
  hydrate(element: HTMLElement): Promise<unknown>;
}

const loadDemoIsland = (): Promise<HydratedIslandModule> => import('../islands/demo.js');

const ISLANDS: Record<string, () => Promise<IslandModule>> = {
  [ISLAND.settings]: () => import('../islands/settings.js'),
  [ISLAND.menu]: () => import('../islands/menu.js'),
  [ISLAND.navDrawer]: () => import('../islands/navDrawer.js'),
  [ISLAND.search]: () => import('../islands/search.js'),
  [ISLAND.feedback]: () => import('../islands/feedback.js'),
  [ISLAND.pageActions]: () => import('../islands/pageActions.js'),
};

/**
 * Interactive parts of the page are static HTML until first used: intent (pointer over, focus)
 * starts loading an island's chunk, a click activates it. Nothing of React or MUI loads before.
 */
export function activateIslands(doc: Document): void {
  const loaded = new Map<string, Promise<IslandModule>>();
  const load = (name: string): Promise<IslandModule> | undefined => {
    const loader = ISLANDS[name];
    if (!loader) return undefined;
    let module = loaded.get(name);
    if (!module) {
      module = loader();
      loaded.set(name, module);
    }
    return module;
  };
  const islandOf = (event: Event) => (event.target as Element | null)?.closest?.<HTMLElement>(`[${ISLAND_ATTRIBUTE.name}]`) ?? null;

  const prefetch = (event: Event) => {
    const island = islandOf(event);
    const name = island?.dataset[ISLAND_ATTRIBUTE.key];
    if (name) void load(name);
  };
  doc.addEventListener('pointerover', prefetch, { passive: true });
  doc.addEventListener('focusin', prefetch);

  doc.addEventListener(
    'click',
    (event) => {
      const island = islandOf(event);
      const name = island?.dataset[ISLAND_ATTRIBUTE.key];
      if (!island || !name) return;
      // Inside a native menu, links work as links; only the control that opens it is taken over.
      if ((event.target as Element).closest('a[href]') && island.tagName === 'DETAILS') return;
      const module = load(name);
      if (!module) return;
      event.preventDefault();
      void module.then((island_) => island_.activate(island, event, { copyText }));
    },
    true,
  );
}

const INTENT_EVENTS = ['pointerover', 'focusin', 'touchstart'] as const;

/** What a replayed press keeps of the one that was held: its button and place. */
const pressOf = ({ button, buttons, clientX, clientY, detail }: MouseEvent): MouseEventInit => ({ button, buttons, clientX, clientY, detail });

/**
 * Server-rendered islands (`data-hydrate`, live demos) are plain HTML until the reader shows
 * intent: pointing at, focusing or touching one hydrates it, so a page with demos loads no React
 * while left alone. A click that arrives before hydration is held and replayed on the live
 * component. A change of code styling hydrates the demos that have styling variants (their live
 * preview swaps to the chosen one). A demo whose server HTML depends on the reader's settings
 * (`data-follows-settings`: a demo provider, MUI 5's theme) hydrates at once when the page shows
 * other settings than the server's, and when the reader changes one. A demo the server could not
 * render (`data-hydrate="client"`) is rendered at load.
 */
export function hydrateOnIntent(doc: Document): void {
  const hydrations = new Map<HTMLElement, Promise<unknown>>();
  const hydrate = (island: HTMLElement): Promise<unknown> => {
    let hydration = hydrations.get(island);
    if (!hydration) {
      hydration = loadDemoIsland().then((module) => module.hydrate(island));
      hydrations.set(island, hydration);
    }
    return hydration;
  };
  const islandOf = (event: Event) => (event.target as Element | null)?.closest?.<HTMLElement>(`[${DEMO_DATA.hydrate.name}]`) ?? null;

  for (const type of INTENT_EVENTS) {
    doc.addEventListener(
      type,
      (event) => {
        const island = islandOf(event);
        if (island) void hydrate(island);
      },
      { passive: true, capture: true },
    );
  }
  // A press that arrives before hydration is held and replayed on the live component: `click`
  // for most controls, `mousedown` for those that act on it (MUI's Select and Autocomplete open
  // on mousedown, so their first press would otherwise be lost).
  for (const type of ['mousedown', 'click'] as const) {
    doc.addEventListener(
      type,
      (event) => {
        const island = islandOf(event);
        const target = event.target as Element;
        if (!island || island.dataset.hydrated !== undefined || !target.closest(`[${DEMO_DATA.hydrateRoot.name}]`)) return;
        event.preventDefault();
        event.stopPropagation();
        void hydrate(island).then(() => {
          // SVG elements (icons) have no click(): dispatch the event instead.
          if (type === 'click' && target instanceof HTMLElement) target.click();
          else target.dispatchEvent(new MouseEvent(type, { ...pressOf(event), bubbles: true, cancelable: true }));
        });
      },
      true,
    );
  }
  // A demo the server could not render has an empty root: the browser renders it at once.
  for (const island of doc.querySelectorAll<HTMLElement>(`[${DEMO_DATA.hydrate.name}="client"]`)) void hydrate(island);
  const followers = doc.querySelectorAll<HTMLElement>(`[${DEMO_DATA.followsSettings.name}]`);
  if (followers.length > 0) {
    const hydrateFollowers = () => {
      for (const island of followers) void hydrate(island);
    };
    if (readerSettingsDiffer(doc)) hydrateFollowers();
    new MutationObserver(hydrateFollowers).observe(doc.documentElement, { attributes: true, attributeFilter: [COLOR_SCHEME_ATTRIBUTE, 'dir'] });
    doc.addEventListener(SETTINGS_EVENT, hydrateFollowers);
  }
  doc.addEventListener(CODE_STYLING_EVENT, () => {
    for (const island of doc.querySelectorAll<HTMLElement>(`[${DEMO_DATA.hydrate.name}]`)) {
      if (island.querySelector(`[${DEMO_DATA.demoStyling.name}]`)) void hydrate(island);
    }
  });
}
