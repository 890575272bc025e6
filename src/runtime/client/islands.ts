/** An island's code: loaded on first use, then called for every activation of its element. */
export interface IslandModule {
  activate(element: HTMLElement, event: Event): void;
}

const ISLANDS: Record<string, () => Promise<IslandModule>> = {
  settings: () => import('../islands/settings.js'),
  menu: () => import('../islands/menu.js'),
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
  const islandOf = (event: Event) => (event.target as Element | null)?.closest?.<HTMLElement>('[data-island]') ?? null;

  const prefetch = (event: Event) => {
    const island = islandOf(event);
    if (island?.dataset.island) void load(island.dataset.island);
  };
  doc.addEventListener('pointerover', prefetch, { passive: true });
  doc.addEventListener('focusin', prefetch);

  doc.addEventListener(
    'click',
    (event) => {
      const island = islandOf(event);
      const name = island?.dataset.island;
      if (!island || !name) return;
      // Inside a native menu, links work as links; only the control that opens it is taken over.
      if ((event.target as Element).closest('a[href]') && island.tagName === 'DETAILS') return;
      const module = load(name);
      if (!module) return;
      event.preventDefault();
      void module.then((island_) => island_.activate(island, event));
    },
    true,
  );
}
