import { useEffect, useSyncExternalStore, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import { siteData } from '../siteData.js';
import { DocsThemeProvider, useThemeState } from '../theme/ThemeContext.js';
import { pageThemeStore } from './pageThemeStore.js';
import { useEmotionCache, whenCacheReady } from './emotionCaches.js';

/** What an overlay (the settings drawer, a menu) receives: its data, and how to close it. */
export interface OverlayProps<Data> {
  data: Data;
  open: boolean;
  onClose: () => void;
}

interface Shown {
  kind: string;
  data: unknown;
  open: boolean;
}

const renderers = new Map<string, ComponentType<OverlayProps<never>>>();
let shown: Shown | undefined;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Islands register the overlays they bring (each in its own chunk). */
export function registerOverlay<Data>(kind: string, component: ComponentType<OverlayProps<Data>>): void {
  renderers.set(kind, component as ComponentType<OverlayProps<never>>);
}

function close(): void {
  if (shown) shown = { ...shown, open: false };
  emit();
}

/** Follows the theme state onto the document: text direction. */
function DocumentEffects() {
  const { direction } = useThemeState();
  useEffect(() => {
    document.documentElement.dir = direction;
  }, [direction]);
  return null;
}

function Overlays() {
  const current = useSyncExternalStore(subscribe, () => shown);
  const { direction } = useThemeState();
  const cache = useEmotionCache(direction);
  const Renderer = current ? renderers.get(current.kind) : undefined;
  return (
    <CacheProvider value={cache}>
      <DocumentEffects />
      {Renderer && current ? <Renderer key={current.kind} data={current.data as never} open={current.open} onClose={close} /> : null}
    </CacheProvider>
  );
}

let mounted = false;

/** One React root for every overlay of the page, created on first use, with the docs theme. */
function ensureRoot(): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  container.id = 'docsgen-overlays';
  document.body.append(container);
  const render = () =>
    createRoot(container).render(
      <DocsThemeProvider store={pageThemeStore} options={siteData.theme}>
        <Overlays />
      </DocsThemeProvider>,
    );
  whenCacheReady(pageThemeStore.getState().direction, render);
}

/** Shows an overlay, or closes it when the same kind is already open (a toggle). */
export function toggleOverlay(kind: string, data: unknown): void {
  ensureRoot();
  shown = shown?.open && shown.kind === kind ? { ...shown, open: false } : { kind, data, open: true };
  emit();
}
