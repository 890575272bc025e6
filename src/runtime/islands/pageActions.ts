/**
 * The "Copy page" split button's code, loaded on first use: copies the page's Markdown twin (with
 * the code blocks' "Copied" feedback and select-and-copy fallback) and runs the arrow's menu
 * (opened by click, Enter or Space; arrows, Home and End move; Escape closes).
 */
import type { IslandHelpers } from '../client/islands.js';
import { PAGE_ACTIONS_CLASS, PAGE_ACTIONS_DATA } from '../../shared/dom.js';

const COPIED_MS = 2000;
const GROUP = `.${PAGE_ACTIONS_CLASS}`;
const ACTION = (name: string) => `[${PAGE_ACTIONS_DATA.action.name}="${name}"]`;
const ITEM = '[role="menuitem"]';

const resetTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();
const wiredMenus = new WeakSet<HTMLDetailsElement>();

/** Where the twin is on this host (the page's own), and its public URL (the assistants need an absolute one). */
const twinHere = (group: HTMLElement) => new URL(group.dataset[PAGE_ACTIONS_DATA.twin.key] ?? '', group.ownerDocument.baseURI).href;
const publicTwin = (group: HTMLElement) =>
  new URL(group.dataset[PAGE_ACTIONS_DATA.twinUrl.key] ?? group.dataset[PAGE_ACTIONS_DATA.twin.key] ?? '', group.ownerDocument.baseURI).href;

async function copyPage(group: HTMLElement, { copyText }: IslandHelpers): Promise<void> {
  const button = group.querySelector<HTMLElement>(`${ACTION('copy')}:not([role])`);
  const response = await fetch(twinHere(group));
  if (!response.ok) return;
  if (!(await copyText(await response.text())) || !button) return;
  const text = button.querySelector('span');
  const original = button.dataset.label ?? text?.textContent ?? '';
  button.dataset.label = original;
  button.toggleAttribute('data-copied', true);
  if (text) text.textContent = group.dataset[PAGE_ACTIONS_DATA.copiedLabel.key] ?? original;
  clearTimeout(resetTimers.get(button));
  resetTimers.set(
    button,
    setTimeout(() => {
      button.toggleAttribute('data-copied', false);
      if (text) text.textContent = original;
    }, COPIED_MS),
  );
}

/** With a site built without its URL, the assistants' links get the twin's absolute URL here. */
function absolutePrompts(group: HTMLElement): void {
  const template = group.dataset[PAGE_ACTIONS_DATA.prompt.key];
  if (!template || /^[a-z][a-z\d+.-]*:/i.test(group.dataset[PAGE_ACTIONS_DATA.twinUrl.key] ?? '')) return;
  const prompt = encodeURIComponent(template.replace('{url}', publicTwin(group)));
  for (const link of group.querySelectorAll<HTMLAnchorElement>(`${ACTION('chatgpt')}, ${ACTION('claude')}`)) {
    link.href = link.href.replace(/\?q=.*$/, `?q=${prompt}`);
  }
}

function closeMenu(menu: HTMLDetailsElement, focusSummary: boolean): void {
  menu.open = false;
  if (focusSummary) menu.querySelector<HTMLElement>('summary')?.focus();
}

function wireMenu(menu: HTMLDetailsElement): void {
  if (wiredMenus.has(menu)) return;
  wiredMenus.add(menu);
  const doc = menu.ownerDocument;
  const items = () => [...menu.querySelectorAll<HTMLElement>(ITEM)];
  menu.addEventListener('keydown', (event) => {
    if (!menu.open) return;
    const all = items();
    const at = all.indexOf(doc.activeElement as HTMLElement);
    const moveTo = (index: number) => all[(index + all.length) % all.length]?.focus();
    if (event.key === 'ArrowDown') moveTo(at + 1);
    else if (event.key === 'ArrowUp') moveTo(at < 0 ? -1 : at - 1);
    else if (event.key === 'Home') moveTo(0);
    else if (event.key === 'End') moveTo(-1);
    else if (event.key === 'Escape') closeMenu(menu, true);
    else if (event.key === 'Tab') return closeMenu(menu, false);
    else return;
    event.preventDefault();
  });
  doc.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target as Node)) closeMenu(menu, false);
  });
  // A link followed (View as Markdown, the assistants) closes the menu behind it.
  menu.addEventListener('click', (event) => {
    if ((event.target as Element).closest(`a${ITEM}:not(${ACTION('copy')})`)) closeMenu(menu, false);
  });
}

export function activate(element: HTMLElement, _event: Event, helpers: IslandHelpers): void {
  const group = element.closest<HTMLElement>(GROUP);
  if (!group) return;
  absolutePrompts(group);
  if (element.dataset[PAGE_ACTIONS_DATA.action.key] === 'copy') {
    const menu = element.closest('details');
    if (menu) closeMenu(menu, true);
    void copyPage(group, helpers);
    return;
  }
  if (element instanceof HTMLDetailsElement) {
    wireMenu(element);
    element.open = !element.open;
    if (element.open) element.querySelector<HTMLElement>(ITEM)?.focus();
  }
}
