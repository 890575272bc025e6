const STORAGE_PREFIX = 'docsgen-codeblock:';

function selectTab(codeblock: Element, index: string): void {
  for (const tab of codeblock.querySelectorAll<HTMLElement>('[role="tab"]')) {
    tab.setAttribute('aria-selected', String(tab.dataset.tab === index));
  }
  for (const panel of codeblock.querySelectorAll<HTMLElement>('[role="tabpanel"]')) {
    panel.hidden = panel.dataset.tab !== index;
  }
}

function readStored(key: string): string | null {
  try {
    return localStorage.getItem(STORAGE_PREFIX + key);
  } catch {
    return null;
  }
}

/**
 * `<codeblock storageKey>` tabs: one delegated click listener; the chosen tab label is remembered
 * per storage key and applied to every code block sharing that key.
 */
export function enhanceCodeblockTabs(root: Document): void {
  for (const codeblock of root.querySelectorAll<HTMLElement>('.docsgen-codeblock[data-storage-key]')) {
    const stored = readStored(codeblock.dataset.storageKey ?? '');
    if (stored === null) continue;
    const tab = [...codeblock.querySelectorAll<HTMLElement>('[role="tab"]')].find((button) => button.textContent === stored);
    if (tab?.dataset.tab) selectTab(codeblock, tab.dataset.tab);
  }
  root.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>('.docsgen-codeblock [role="tab"]');
    const codeblock = tab?.closest<HTMLElement>('.docsgen-codeblock');
    if (!tab || !codeblock || tab.dataset.tab === undefined) return;
    const key = codeblock.dataset.storageKey;
    if (!key) {
      selectTab(codeblock, tab.dataset.tab);
      return;
    }
    try {
      localStorage.setItem(STORAGE_PREFIX + key, tab.textContent ?? '');
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this page only.
    }
    for (const sibling of root.querySelectorAll<HTMLElement>(`.docsgen-codeblock[data-storage-key="${CSS.escape(key)}"]`)) {
      const match = [...sibling.querySelectorAll<HTMLElement>('[role="tab"]')].find((button) => button.textContent === tab.textContent);
      if (match?.dataset.tab) selectTab(sibling, match.dataset.tab);
    }
  });
}
