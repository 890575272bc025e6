import type { DemoHandle } from '../islands/demo.js';
import { demoCssModules, shownSource } from './demoCode.js';
import { compileDemo, preloadImports, withCssModules } from './liveCode.js';
import { DEMO_CLASS, DEMO_DATA } from '../../shared/demoBlock.js';

/** How long the reader's typing settles before the demo re-renders (their edit shows well within 500 ms). */
const DEBOUNCE_MS = 120;

let editors = 0;

/**
 * Live editing: the demo's shown code becomes an editor (the host's, on the demo's React), and
 * the demo re-renders from the edited code as the reader types. An error — of syntax, an import
 * it cannot have, or thrown while rendering — shows under the editor; the last good render stays
 * until the next. Returns what stops editing (the original code shows again).
 */
export async function startEditing(demo: HTMLElement, handle: DemoHandle): Promise<() => void> {
  const source = shownSource(demo);
  const panel = demo.querySelector<HTMLElement>(`.${DEMO_CLASS.code}`);
  if (!source || !panel) return () => {};
  if (!demo.hasAttribute(DEMO_DATA.codeOpen.name)) demo.querySelector<HTMLElement>(`[${DEMO_DATA.demoAction.name}="toggle-code"]`)?.click();
  const doc = demo.ownerDocument;
  const editor = doc.createElement('div');
  editor.className = 'docsgen-demo-editor';
  const error = doc.createElement('pre');
  error.className = 'docsgen-demo-error';
  error.setAttribute('role', 'alert');
  error.hidden = true;
  panel.prepend(editor, error);
  demo.toggleAttribute('data-editing', true);

  const showError = (problem: Error | null) => {
    error.hidden = problem === null;
    error.textContent = problem ? `${problem.name === 'Error' ? '' : `${problem.name}: `}${problem.message}` : '';
  };
  const modules = withCssModules(handle.modules, demoCssModules(demo));
  let version = 0;
  /** The last edited component that rendered: shown while a later one fails. */
  let lastGood: Parameters<DemoHandle['show']>[0]['Component'] | undefined;
  const render = async (code: string) => {
    const mine = ++version;
    try {
      // A loop stopped in an effect or an event handler (not while rendering) is said too.
      const onLoopStopped = (stopped: Error) => mine === version && showError(stopped);
      const Component = await compileDemo(code, modules, { onLoopStopped });
      const onError = (problem: Error | null) => {
        if (problem === null) lastGood = Component;
        showError(problem);
      };
      if (mine === version) handle.show({ Component, version: mine, onError, ...(lastGood ? { lastGood } : {}) });
    } catch (problem) {
      if (mine === version) showError(problem instanceof Error ? problem : new Error(String(problem)));
    }
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  void preloadImports(source.code, modules);
  const unmount = await handle.mountEditor(editor, {
    code: source.code,
    id: `${demo.id || 'demo'}-editor-${++editors}`,
    label: panel.dataset[DEMO_DATA.editorLabel.key] ?? '',
    onChange: (code) => {
      clearTimeout(timer);
      timer = setTimeout(() => void render(code), DEBOUNCE_MS);
    },
  });
  return () => {
    clearTimeout(timer);
    version++;
    unmount();
    editor.remove();
    error.remove();
    demo.removeAttribute('data-editing');
  };
}
