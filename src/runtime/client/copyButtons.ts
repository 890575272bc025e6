/**
 * Copy buttons for code blocks. They are injected at load (a reader without JavaScript gets no
 * inert button), one delegated listener serves them all, and Ctrl/⌘+C copies the block under the
 * pointer (or holding focus) when no text is selected.
 */
import type { RuntimeLabels } from '../../shared/types.js';
import { pageData } from '../page/pageData.js';
import { ANALYTICS_EVENT, type AnalyticsDetail } from '../../shared/events.js';
import { CODE_CLASS } from '../../shared/dom.js';
import { DEMO_CLASS } from '../../shared/demoBlock.js';

const CODE_BLOCK = `pre.${CODE_CLASS}`;
const FRAME_CLASS = `${CODE_CLASS}-frame`;
const BUTTON_CLASS = 'docsgen-copy';
export const COPIED_MS = 2000;
const COPIED_IN_DEMO_MS = 1200;

export type CopyTrigger = 'click' | 'keyboard';

/** The parts of a keydown event that make the copy shortcut (a KeyboardEvent is one). */
export interface KeyPress {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey: boolean;
}

/** Apple keyboards copy with ⌘ instead of Ctrl. Either platform string may say so (iPadOS reports "MacIntel"). */
export function isApplePlatform(platforms: readonly (string | undefined)[]): boolean {
  return platforms.some((platform) => /mac|iphone|ipad/i.test(platform ?? ''));
}

export function copyKeyHint(apple: boolean): string {
  return apple ? '⌘C' : 'Ctrl+C';
}

export function isCopyShortcut(press: KeyPress, apple: boolean): boolean {
  const modifier = apple ? press.metaKey && !press.ctrlKey : press.ctrlKey && !press.metaKey;
  return modifier && !press.altKey && !press.shiftKey && press.key.toLowerCase() === 'c';
}

/** Over a block, the shortcut copies it only when the reader has nothing selected and is not editing a field. */
export function shortcutCopiesBlock(state: { selectionCollapsed: boolean; editing: boolean }): boolean {
  return state.selectionCollapsed && !state.editing;
}

/** A click in a demo's source view shows "Copied" more briefly than anywhere else. */
export function copiedDuration(trigger: CopyTrigger, inDemo: boolean): number {
  return trigger === 'click' && inDemo ? COPIED_IN_DEMO_MS : COPIED_MS;
}

function currentPlatforms(): (string | undefined)[] {
  const nav = navigator as Navigator & { userAgentData?: { platform?: string } };
  return [nav.userAgentData?.platform, nav.platform];
}

function frameOf(target: EventTarget | null): HTMLElement | null {
  return target instanceof Element ? target.closest<HTMLElement>(`.${FRAME_CLASS}`) : null;
}

function languageOf(code: Element): string {
  return /(?:^|\s)language-(\S+)/.exec(code.className)?.[1] ?? '';
}

function isEditing(element: Element | null): boolean {
  return element instanceof HTMLElement && (element.isContentEditable || element.matches('input, textarea'));
}

/**
 * The key hint is drawn by CSS from `data-key-hint`, outside the button's text: the visible text
 * then stays part of the accessible name (WCAG 2.5.3), and `aria-keyshortcuts` tells assistive
 * technology about the shortcut.
 */
function createButton(doc: Document, labels: RuntimeLabels, apple: boolean, language: string): HTMLButtonElement {
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = BUTTON_CLASS;
  button.textContent = labels.copy;
  button.setAttribute('aria-label', labels.copySource);
  button.setAttribute('aria-keyshortcuts', apple ? 'Meta+C' : 'Control+C');
  button.dataset.keyHint = copyKeyHint(apple);
  button.dataset.gaEventCategory = 'code';
  button.dataset.gaEventAction = 'copy-click';
  if (language) button.dataset.gaEventLabel = language;
  return button;
}

/** The button sits beside the `pre`, not in it, so it stays in the corner while long code scrolls sideways. */
function frameCodeBlock(pre: HTMLElement, button: HTMLButtonElement): void {
  const frame = pre.ownerDocument.createElement('div');
  frame.className = FRAME_CLASS;
  pre.replaceWith(frame);
  frame.append(pre, button);
}

/**
 * The fallback when the Clipboard API is missing or refuses: select the code, copy, give the
 * reader's selection back. The copy event puts the exact text on the clipboard, as the selection's
 * own text drops the code's final line break.
 */
function copyBySelection(code: Element, text: string): boolean {
  const doc = code.ownerDocument;
  const selection = doc.getSelection();
  if (!selection) return false;
  const saved = Array.from({ length: selection.rangeCount }, (_, index) => selection.getRangeAt(index));
  const putExactText = (event: ClipboardEvent) => {
    if (!event.clipboardData) return;
    event.clipboardData.setData('text/plain', text);
    event.preventDefault();
  };
  selection.selectAllChildren(code);
  doc.addEventListener('copy', putExactText);
  let copied = false;
  try {
    copied = doc.execCommand('copy');
  } catch {
    // Some browsers throw instead of returning false; the copy failed either way.
  }
  doc.removeEventListener('copy', putExactText);
  selection.removeAllRanges();
  for (const range of saved) selection.addRange(range);
  return copied;
}

async function copyCode(code: Element): Promise<boolean> {
  return copyText(code.textContent ?? '', code);
}

/**
 * Puts `text` on the clipboard: by the Clipboard API, else by selecting `element` (see
 * copyBySelection), or without one a hidden element holding the text.
 */
export async function copyText(text: string, element?: Element): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    if (element) return copyBySelection(element, text);
    const holder = document.createElement('pre');
    holder.textContent = text;
    holder.style.cssText = 'position:fixed;inset-inline-start:-9999px;top:0;white-space:pre';
    document.body.append(holder);
    try {
      return copyBySelection(holder, text);
    } finally {
      holder.remove();
    }
  }
}

/**
 * Gives every code block in the document a Copy button. Blocks that have one are left alone, so it
 * may run again for code added later; the listeners of `enableCopyButtons` serve those too.
 */
export function addCopyButtons(doc: Document): void {
  const { labels } = pageData(doc);
  const apple = isApplePlatform(currentPlatforms());
  for (const pre of doc.querySelectorAll<HTMLElement>(CODE_BLOCK)) {
    if (!frameOf(pre)) frameCodeBlock(pre, createButton(doc, labels, apple, languageOf(pre.querySelector('code') ?? pre)));
  }
}

/** Adds the buttons and wires, once per page, the click listener they all share and the keyboard shortcut. */
export function enableCopyButtons(doc: Document): void {
  addCopyButtons(doc);
  const { labels } = pageData(doc);
  const apple = isApplePlatform(currentPlatforms());

  const resetTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();
  // While it shows "Copied", that is the button's name too: a screen reader hears the outcome.
  const showState = (button: HTMLElement, copied: boolean) => {
    button.toggleAttribute('data-copied', copied);
    button.textContent = copied ? labels.copied : labels.copy;
    button.setAttribute('aria-label', copied ? labels.copied : labels.copySource);
  };
  const copyBlock = async (frame: HTMLElement, trigger: CopyTrigger) => {
    const code = frame.querySelector(`${CODE_BLOCK} code`);
    const button = frame.querySelector<HTMLElement>(`.${BUTTON_CLASS}`);
    if (!code || !button || !(await copyCode(code))) return;
    showState(button, true);
    clearTimeout(resetTimers.get(button));
    const duration = copiedDuration(trigger, frame.closest(`.${DEMO_CLASS.block}`) !== null);
    resetTimers.set(
      button,
      setTimeout(() => showState(button, false), duration),
    );
  };

  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.(`.${BUTTON_CLASS}`) ?? null;
    const frame = frameOf(button);
    if (frame) void copyBlock(frame, 'click');
  });

  let hovered: HTMLElement | null = null;
  doc.addEventListener(
    'pointerover',
    (event) => {
      hovered = frameOf(event.target);
    },
    { passive: true },
  );
  doc.addEventListener(
    'pointerout',
    (event) => {
      if (!event.relatedTarget) hovered = null; // the pointer left the page
    },
    { passive: true },
  );

  doc.addEventListener('keydown', (event) => {
    if (event.defaultPrevented || !isCopyShortcut(event, apple)) return;
    const frame = hovered ?? frameOf(doc.activeElement);
    const selectionCollapsed = doc.getSelection()?.isCollapsed ?? true;
    if (!frame || !shortcutCopiesBlock({ selectionCollapsed, editing: isEditing(doc.activeElement) })) return;
    event.preventDefault();
    const label = languageOf(frame.querySelector(`${CODE_BLOCK} code`) ?? frame);
    doc.dispatchEvent(new CustomEvent<AnalyticsDetail>(ANALYTICS_EVENT, { detail: { category: 'code', action: 'copy-keyboard', label } }));
    void copyBlock(frame, 'keyboard');
  });
}
