/**
 * The "Copy page" split button's code, loaded on first use: copies the page's Markdown twin (with
 * the code blocks' "Copied" feedback and select-and-copy fallback) and runs the arrow's menu
 * (opened by click, Enter or Space; arrows, Home and End move; Escape closes).
 */
const COPIED_MS = 2000;
const GROUP = '.docsgen-page-actions';
const ITEM = '[role="menuitem"]';

const resetTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();
const wiredMenus = new WeakSet<HTMLDetailsElement>();

/** The fallback when the Clipboard API is missing or refuses, as the code blocks': select the text, copy, give the selection back. */
function copyBySelection(doc: Document, text: string): boolean {
  const selection = doc.getSelection();
  if (!selection) return false;
  const saved = Array.from({ length: selection.rangeCount }, (_, index) => selection.getRangeAt(index));
  const holder = doc.createElement('pre');
  holder.textContent = text;
  holder.style.cssText = 'position:fixed;inset-inline-start:-9999px;top:0;white-space:pre';
  doc.body.append(holder);
  const putExactText = (event: ClipboardEvent) => {
    if (!event.clipboardData) return;
    event.clipboardData.setData('text/plain', text);
    event.preventDefault();
  };
  selection.selectAllChildren(holder);
  doc.addEventListener('copy', putExactText);
  let copied = false;
  try {
    copied = doc.execCommand('copy');
  } catch {
    // Some browsers throw instead of returning false.
  }
  doc.removeEventListener('copy', putExactText);
  holder.remove();
  selection.removeAllRanges();
  for (const range of saved) selection.addRange(range);
  return copied;
}

async function copyText(doc: Document, text: string): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return copyBySelection(doc, text);
  }
}

/** Where the twin is on this host (the page's own), and its public URL (the assistants need an absolute one). */
const twinHere = (group: HTMLElement) => new URL(group.dataset.twin ?? '', group.ownerDocument.baseURI).href;
const publicTwin = (group: HTMLElement) => new URL(group.dataset.twinUrl ?? group.dataset.twin ?? '', group.ownerDocument.baseURI).href;

async function copyPage(group: HTMLElement): Promise<void> {
  const button = group.querySelector<HTMLElement>('[data-page-action="copy"]:not([role])');
  const response = await fetch(twinHere(group));
  if (!response.ok) return;
  if (!(await copyText(group.ownerDocument, await response.text())) || !button) return;
  const text = button.querySelector('span');
  const original = button.dataset.label ?? text?.textContent ?? '';
  button.dataset.label = original;
  button.toggleAttribute('data-copied', true);
  if (text) text.textContent = group.dataset.copiedLabel ?? original;
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
  const template = group.dataset.prompt;
  if (!template || /^[a-z][a-z\d+.-]*:/i.test(group.dataset.twinUrl ?? '')) return;
  const prompt = encodeURIComponent(template.replace('{url}', publicTwin(group)));
  for (const link of group.querySelectorAll<HTMLAnchorElement>('[data-page-action="chatgpt"], [data-page-action="claude"]')) {
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
    if ((event.target as Element).closest(`a${ITEM}:not([data-page-action="copy"])`)) closeMenu(menu, false);
  });
}

export function activate(element: HTMLElement): void {
  const group = element.closest<HTMLElement>(GROUP);
  if (!group) return;
  absolutePrompts(group);
  if (element.dataset.pageAction === 'copy') {
    const menu = element.closest('details');
    if (menu) closeMenu(menu, true);
    void copyPage(group);
    return;
  }
  if (element instanceof HTMLDetailsElement) {
    wireMenu(element);
    element.open = !element.open;
    if (element.open) element.querySelector<HTMLElement>(ITEM)?.focus();
  }
}
