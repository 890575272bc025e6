import { CODEBLOCK_CLASS, CODEBLOCK_DATA } from '../../shared/dom.js';

const STORAGE_PREFIX = `${CODEBLOCK_CLASS}:`;
const BLOCK = `.${CODEBLOCK_CLASS}`;
const TAB = CODEBLOCK_DATA.tab.key;
const STORAGE_KEY = CODEBLOCK_DATA.storageKey;

function selectTab(codeblock: Element, index: string): void {
  for (const tab of codeblock.querySelectorAll<HTMLElement>('[role="tab"]')) {
    tab.setAttribute('aria-selected', String(tab.dataset[TAB] === index));
  }
  for (const panel of codeblock.querySelectorAll<HTMLElement>('[role="tabpanel"]')) {
    panel.hidden = panel.dataset[TAB] !== index;
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
  for (const codeblock of root.querySelectorAll<HTMLElement>(`${BLOCK}[${STORAGE_KEY.name}]`)) {
    const stored = readStored(codeblock.dataset[STORAGE_KEY.key] ?? '');
    if (stored === null) continue;
    const tab = [...codeblock.querySelectorAll<HTMLElement>('[role="tab"]')].find((button) => button.textContent === stored);
    if (tab?.dataset[TAB]) selectTab(codeblock, tab.dataset[TAB]);
  }
  root.addEventListener('click', (event) => {
    const tab = (event.target as Element | null)?.closest?.<HTMLElement>(`${BLOCK} [role="tab"]`);
    const codeblock = tab?.closest<HTMLElement>(BLOCK);
    if (!tab || !codeblock || tab.dataset[TAB] === undefined) return;
    const key = codeblock.dataset[STORAGE_KEY.key];
    if (!key) {
      selectTab(codeblock, tab.dataset[TAB]);
      return;
    }
    try {
      localStorage.setItem(STORAGE_PREFIX + key, tab.textContent ?? '');
    } catch {
      // Storage may be unavailable (private mode); the choice then lasts for this page only.
    }
    for (const sibling of root.querySelectorAll<HTMLElement>(`${BLOCK}[${STORAGE_KEY.name}="${CSS.escape(key)}"]`)) {
      const match = [...sibling.querySelectorAll<HTMLElement>('[role="tab"]')].find((button) => button.textContent === tab.textContent);
      if (match?.dataset[TAB]) selectTab(sibling, match.dataset[TAB]);
    }
  });
}
