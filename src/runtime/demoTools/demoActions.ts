import { demoDependencies, demoName, demoStyleFiles, shownSource } from './demoCode.js';
import { sandboxProject } from './sandboxProject.js';
import { DEMO_DATA } from '../../shared/demoBlock.js';

/**
 * The demo toolbar's actions beyond showing code, loaded on the first use of one: open in
 * CodeSandbox or StackBlitz, copy a link to the demo, reset it, edit it live. Each loads what it
 * needs (the sandboxes' code, the editor and transpiler) on its own first use.
 */

/** The demos being edited, and what stops each. */
const editing = new WeakMap<HTMLElement, Promise<() => void>>();

/**
 * What the page's runtime lends the actions: given rather than imported, so that this chunk shares
 * no module with the page's entry (a module both import would leave the entry for a chunk of its
 * own, one more request when the page loads).
 */
export interface DemoActionContext {
  copyText(text: string, element?: Element): Promise<boolean>;
  /** The code blocks' "Copied", and how long it shows. */
  copied: string;
  copiedMs: number;
}

const handleOf = async (demo: HTMLElement) => (await import('../islands/demo.js')).hydrate(demo);

async function openSandbox(demo: HTMLElement, service: 'codesandbox' | 'stackblitz'): Promise<void> {
  const source = shownSource(demo);
  if (!source) return;
  const styleFiles = demoStyleFiles(demo);
  const provider = await (await import('../islands/demo.js')).providerSource(demo);
  const project = sandboxProject({
    title: demoName(demo),
    code: source.code,
    variant: source.variant,
    dependencies: demoDependencies(demo),
    ...(styleFiles ? { styleFiles } : {}),
    ...(provider ? { provider } : {}),
  });
  const { openInCodeSandbox, openInStackBlitz } = await import('./openSandbox.js');
  if (service === 'codesandbox') openInCodeSandbox(project, demo.ownerDocument);
  else openInStackBlitz(project);
}

const copiedTimers = new WeakMap<HTMLElement, ReturnType<typeof setTimeout>>();

/** The link to the demo's anchor on this page, to the clipboard; the button says "Copied" a while, as code blocks' do. */
async function copyLink(demo: HTMLElement, button: HTMLElement, { copyText, copied, copiedMs }: DemoActionContext): Promise<void> {
  const { location } = demo.ownerDocument.defaultView ?? window;
  const link = `${location.href.split('#')[0]}#${demo.id}`;
  if (!(await copyText(link))) return;
  const label = button.dataset.label ?? button.getAttribute('aria-label') ?? '';
  button.dataset.label = label;
  const show = (on: boolean) => {
    const text = on ? copied : label;
    button.toggleAttribute('data-copied', on);
    button.setAttribute('aria-label', text);
    button.dataset[DEMO_DATA.tooltip.key] = text;
  };
  show(true);
  clearTimeout(copiedTimers.get(button));
  copiedTimers.set(
    button,
    setTimeout(() => show(false), copiedMs),
  );
}

async function stopEditing(demo: HTMLElement): Promise<void> {
  const stop = editing.get(demo);
  if (!stop) return;
  editing.delete(demo);
  (await stop)();
  demo.querySelector(`[${DEMO_DATA.demoAction.name}="edit"]`)?.setAttribute('aria-pressed', 'false');
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

export function runDemoAction(action: string, demo: HTMLElement, button: HTMLElement, context: DemoActionContext): void {
  if (action === 'codesandbox' || action === 'stackblitz') void openSandbox(demo, action);
  else if (action === 'copy-link') void copyLink(demo, button, context);
  else if (action === 'reset') void reset(demo);
  else if (action === 'edit') void edit(demo, button);
}
