import { useEffect, useMemo, useState, useSyncExternalStore, type ComponentType, type ReactNode } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import demoModules from 'docsgen:demo-imports';
import { EditedDemo, type EditedComponent } from './editedDemo.js';
import type { EditorOptions } from './liveEditor.js';
import { COLOR_SCHEME_ATTRIBUTE } from '../../shared/colorScheme.js';
import { CODE_STYLING_EVENT } from '../../shared/events.js';
import { demoProviderProps, type DemoProviderProps, type DemoStateSource } from './demoState.js';
import { DemoStyles } from './demoStyles.js';
import { DemoTheme } from './demoTheme.js';

/**
 * Hydrates a server-rendered demo in the browser with the site's React, React DOM, MUI and
 * Emotion: a React root of its own, whichever React the page's shell runs on. This module is
 * compiled against the site's packages (see build/demos/demoHost.ts); the page's demo island
 * loads it with the demo.
 */
/**
 * The props a demo may take: in an iframe, that frame's window (`window()`), as MUI's demo frame
 * gives it, so that the demo's portals (drawers, menus) and scroll targets are in its frame.
 */
export interface DemoProps {
  window?: () => Window;
}

export interface HydrateDemoOptions {
  /** The server-rendered root: in the page, or in the iframe's document. */
  container: HTMLElement;
  /** In an iframe: its document's head, where the demo's styles go. */
  frameHead?: HTMLElement;
  identifierPrefix: string;
  /** The server could not render the demo (its root is empty): rendered with a new root, not hydrated. */
  clientOnly?: boolean;
  /** The styling the server rendered, and its component. */
  styling: string;
  Component: ComponentType<DemoProps>;
  /** The component of another styling, when the demo has it. */
  loadStyling(styling: string): Promise<ComponentType<DemoProps>> | undefined;
  state: DemoStateSource;
  /** The prefix of the demo theme's CSS variables: the server's (see RenderDemoOptions). */
  cssVarPrefix: string;
  /** The component that wraps the demo (config `demoProvider`): as the server rendered it. */
  Provider?: ComponentType<DemoProviderProps>;
}

const readMode = () => (document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE) === 'dark' ? 'dark' : 'light');
const lightOnServer = () => 'light' as const;
function subscribeMode(listener: () => void): () => void {
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: [COLOR_SCHEME_ATTRIBUTE] });
  return () => observer.disconnect();
}

/** The live component; swaps to another styling's module when the reader chooses it. */
function LiveDemo({ options, edited }: { options: HydrateDemoOptions; edited: EditedComponent | undefined }) {
  const [current, setCurrent] = useState({ styling: options.styling, Component: options.Component });
  useEffect(() => {
    const show = (styling: string | undefined) => {
      const load = styling && styling !== current.styling ? options.loadStyling(styling) : undefined;
      if (load && styling) void load.then((Component) => setCurrent({ styling, Component }));
    };
    // The reader may have chosen another styling before this demo hydrated.
    show(document.documentElement.dataset.codeStyling);
    const onStyling = (event: Event) => show((event as CustomEvent<string>).detail);
    document.addEventListener(CODE_STYLING_EVENT, onStyling);
    return () => document.removeEventListener(CODE_STYLING_EVENT, onStyling);
  }, [options, current.styling]);
  // One function for the demo's life: a new one each render would move its portals again.
  const frameWindow = useMemo(() => {
    const view = options.frameHead?.ownerDocument.defaultView;
    return view ? () => view : undefined;
  }, [options.frameHead]);
  if (edited) return <EditedDemo edited={edited} {...(frameWindow ? { window: frameWindow } : {})} />;
  const Shown = current.Component;
  // The server renders without it (it has no window), as MUI's demos expect: they test for it.
  return frameWindow ? <Shown window={frameWindow} /> : <Shown />;
}

/**
 * Tells when React has committed the hydrated tree (effects run after the commit). It wraps its
 * one child rather than standing beside it: a sibling would change the generated ids (useId)
 * under it, which must match the server's.
 */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

interface DemoRootProps {
  options: HydrateDemoOptions;
  onHydrated: () => void;
  /** Live-edited code shown instead of the demo's own component. */
  edited?: EditedComponent;
}

function DemoRoot({ options, onHydrated, edited }: DemoRootProps) {
  const state = useSyncExternalStore(options.state.subscribe, options.state.getState, options.state.getServerState);
  const mode = useSyncExternalStore(subscribeMode, readMode, lightOnServer);
  const { Provider } = options;
  const demo = <LiveDemo options={options} edited={edited} />;
  return (
    <DemoStyles direction={state.direction} {...(options.frameHead ? { frameHead: options.frameHead } : {})}>
      <DemoTheme state={state} mode={mode} cssVarPrefix={options.cssVarPrefix}>
        <Hydrated onHydrated={onHydrated}>{Provider ? <Provider {...demoProviderProps(state, mode, demo)} /> : demo}</Hydrated>
      </DemoTheme>
    </DemoStyles>
  );
}

/** What the page's toolbar does with a live demo (reset, live editing). */
export interface DemoHandle {
  /** A fresh React root with the demo's own component: its state is gone, edited code too. */
  reset(): void;
  /** Renders live-edited code instead of the demo, inside an error boundary that reports to `edited.onError`. */
  show(edited: EditedComponent): void;
  /** What live-edited code may import: the modules this world's demos import (and React), loaded on use. */
  modules: Record<string, () => Promise<unknown>>;
  /** Mounts the code editor in `container`, on this world's React (loaded on first use); returns its unmount. */
  mountEditor(container: HTMLElement, options: EditorOptions): Promise<() => void>;
}

const ignore = () => {};

/**
 * Resolves once React has committed the hydrated demo (so that a held event can be replayed on it),
 * with its handle. A demo the server could not render (`clientOnly`) is rendered instead.
 */
export function hydrateDemo(options: HydrateDemoOptions): Promise<DemoHandle> {
  return new Promise((resolve) => {
    let root: Root;
    const handle: DemoHandle = {
      reset() {
        root.unmount();
        root = createRoot(options.container, { identifierPrefix: options.identifierPrefix });
        root.render(<DemoRoot options={options} onHydrated={ignore} />);
      },
      show(edited) {
        root.render(<DemoRoot options={options} onHydrated={ignore} edited={edited} />);
      },
      modules: demoModules,
      async mountEditor(container, editorOptions) {
        const { mountEditor } = await import('./liveEditor.js');
        return mountEditor(container, editorOptions);
      },
    };
    const demo = <DemoRoot options={options} onHydrated={() => resolve(handle)} />;
    if (options.clientOnly) {
      root = createRoot(options.container, { identifierPrefix: options.identifierPrefix });
      root.render(demo);
    } else {
      root = hydrateRoot(options.container, demo, { identifierPrefix: options.identifierPrefix });
    }
  });
}
