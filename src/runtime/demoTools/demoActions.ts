import { COPIED_MS, copyText } from '../client/copyButtons.js';
import { pageData } from '../page/pageData.js';
import { demoDependencies, demoName, shownSource } from './demoCode.js';
import { sandboxProject } from './sandboxProject.js';

/**
 * The demo toolbar's actions beyond showing code, loaded on the first use of one: open in
 * CodeSandbox or StackBlitz, copy a link to the demo, reset it, edit it live. Each loads what it
 * needs (the sandboxes' code, the editor and transpiler) on its own first use.
 */

/** The demos being edited, and what stops each. */
const editing = new WeakMap<HTMLElement, Promise<() => void>>();

const handleOf = async (demo: HTMLElement) => (await import('../islands/demo.js')).hydrate(demo);

async function openSandbox(demo: HTMLElement, service: 'codesandbox' | 'stackblitz'): Promise<void> {
  const source = shownSource(demo);
  if (!source) return;
  const project = sandboxProject({ title: demoName(demo), code: source.code, variant: source.variant, dependencies: demoDependencies(demo) });
  const { openInCodeSandbox, openInStackBlitz } = await import('./openSandbox.js');
  if (service === 'codesandbox') openInCodeSandbox(project, demo.ownerDocument);
  else openInStackBlitz(project);
}

const copiedTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/** The link to the demo's anchor on this page, to the clipboard; the button says "Copied" a while, as code blocks' do. */
async function copyLink(demo: HTMLElement, button: HTMLElement): Promise<void> {
  const { location } = demo.ownerDocument.defaultView ?? window;
  const link = `${location.href.split('#')[0]}#${demo.id}`;
  if (!(await copyText(link, button))) return;
  const label = button.dataset.label ?? button.getAttribute('aria-label') ?? '';
  button.dataset.label = label;
  const show = (copied: boolean) => {
    const text = copied ? pageData().labels.copied : label;
    button.toggleAttribute('data-copied', copied);
    button.setAttribute('aria-label', text);
    button.dataset.tooltip = text;
  };
  show(true);
  clearTimeout(copiedTimers.get(button));
  copiedTimers.set(
    button,
    setTimeout(() => show(false), COPIED_MS),
  );
}

async function stopEditing(demo: HTMLElement): Promise<void> {
  const stop = editing.get(demo);
  if (!stop) return;
  editing.delete(demo);
  (await stop)();
  demo.querySelector('[data-demo-action="edit"]')?.setAttribute('aria-pressed', 'false');
}

async function edit(demo: HTMLElement, button: HTMLElement): Promise<void> {
  const current = editing.get(demo);
  if (current) {
    await current;
    demo.querySelector<HTMLElement>('.docsgen-demo-editor textarea')?.focus();
    return;
  }
  const started = Promise.all([handleOf(demo), import('./liveEdit.js')]).then(([handle, { startEditing }]) => (handle ? startEditing(demo, handle) : () => {}));
  editing.set(demo, started);
  button.setAttribute('aria-pressed', 'true');
  await started;
}

/** Resets the demo: a fresh root with its own component (state gone), its original code if it was being edited. */
async function reset(demo: HTMLElement): Promise<void> {
  await stopEditing(demo);
  (await handleOf(demo))?.reset();
}

export function runDemoAction(action: string, demo: HTMLElement, button: HTMLElement): void {
  if (action === 'codesandbox' || action === 'stackblitz') void openSandbox(demo, action);
  else if (action === 'copy-link') void copyLink(demo, button);
  else if (action === 'reset') void reset(demo);
  else if (action === 'edit') void edit(demo, button);
}
