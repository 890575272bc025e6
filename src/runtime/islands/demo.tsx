import { useEffect, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import demos from 'docsgen:demos';
import { CODE_STYLING_EVENT } from '../../shared/events.js';
import { DemoProviders } from '../components/DemoProviders.js';
import type { CodeStyling } from '../preferences/codePreferences.js';
import { siteData } from '../siteData.js';
import { COLOR_SCHEME_ATTRIBUTE } from '../../shared/colorScheme.js';
import { useThemeState } from '../theme/ThemeContext.js';
import { emotionCacheFor } from './emotionCaches.js';
import { pageThemeStore } from './pageThemeStore.js';

/** Emotion's cache follows the text direction once hydrated (right-to-left flips MUI's styles). */
function DirectionalCache({ children }: { children: React.ReactNode }) {
  const { direction } = useThemeState();
  return <CacheProvider value={emotionCacheFor(direction)}>{children}</CacheProvider>;
}

/** The live component; swaps to another styling's module when the reader chooses it. */
function LiveDemo({ id, initial, Component }: { id: string; initial: CodeStyling; Component: ComponentType }) {
  const [current, setCurrent] = useState<{ styling: CodeStyling; Component: ComponentType }>({ styling: initial, Component });
  useEffect(() => {
    const show = (styling: CodeStyling | undefined) => {
      const load = styling ? demos[id]?.[styling] : undefined;
      if (!load || !styling || styling === current.styling) return;
      void load().then((module) => setCurrent({ styling, Component: module.default }));
    };
    // The reader may have chosen another styling before this demo hydrated.
    show(document.documentElement.dataset.codeStyling as CodeStyling | undefined);
    const onStyling = (event: Event) => show((event as CustomEvent<CodeStyling>).detail);
    document.addEventListener(CODE_STYLING_EVENT, onStyling);
    return () => document.removeEventListener(CODE_STYLING_EVENT, onStyling);
  }, [id, current.styling]);
  const Shown = current.Component;
  return <Shown />;
}

/**
 * Tells when React has committed the hydrated tree (effects run after the commit). It wraps its
 * one child rather than standing beside it: a sibling would change the generated ids (useId)
 * under it, which must match the server's.
 */
function Hydrated({ onHydrated, children }: { onHydrated: () => void; children: React.ReactNode }) {
  useEffect(onHydrated, [onHydrated]);
  return children;
}

/** Resolves when an iframe's document has loaded. */
function frameLoaded(frame: HTMLIFrameElement): Promise<Document> {
  return new Promise((resolve) => {
    const done = () => frame.contentDocument && resolve(frame.contentDocument);
    if (frame.contentDocument?.readyState === 'complete' && frame.contentDocument.getElementById('root')) done();
    else frame.addEventListener('load', done, { once: true });
  });
}

/** The iframe's document follows the page's colour scheme (its CSS variables select on it). */
function followColorScheme(frameDocument: Document): void {
  const copy = () => {
    const scheme = document.documentElement.getAttribute(COLOR_SCHEME_ATTRIBUTE);
    if (scheme) frameDocument.documentElement.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
  };
  copy();
  new MutationObserver(copy).observe(document.documentElement, { attributes: true, attributeFilter: [COLOR_SCHEME_ATTRIBUTE] });
}

/** Where a demo hydrates: its root in the page, or the root of its iframe's document. */
async function hydrationTarget(element: HTMLElement): Promise<{ container: HTMLElement; cache: EmotionCache; inFrame: boolean } | undefined> {
  const frame = element.querySelector<HTMLIFrameElement>('iframe.docsgen-demo-frame');
  if (!frame) {
    const container = element.querySelector<HTMLElement>('.docsgen-demo-root');
    return container ? { container, cache: emotionCacheFor('ltr'), inFrame: false } : undefined;
  }
  const frameDocument = await frameLoaded(frame);
  followColorScheme(frameDocument);
  const container = frameDocument.getElementById('root');
  // The iframe key matches the server's, and keeps the page's cache from adopting these styles.
  return container ? { container, cache: createCache({ key: 'iframe', container: frameDocument.head }), inFrame: true } : undefined;
}

/**
 * Hydrates a server-rendered demo (on the reader's first intent to use it); resolves once React
 * has committed it, so that a held click can be replayed on the live component.
 */
export async function hydrate(element: HTMLElement): Promise<void> {
  const id = element.dataset.demo ?? '';
  const styling = (element.dataset.styling ?? 'MUI System') as CodeStyling;
  const load = demos[id]?.[styling];
  const target = await hydrationTarget(element);
  if (!load || !target) return;
  const { default: Component } = await load();
  element.dataset.hydrated = '';
  await new Promise<void>((resolve) => {
    const live = (
      <Hydrated onHydrated={resolve}>
        <LiveDemo id={id} initial={styling} Component={Component} />
      </Hydrated>
    );
    hydrateRoot(
      target.container,
      <CacheProvider value={target.cache}>
        <DemoProviders store={pageThemeStore} options={siteData.theme}>
          {target.inFrame ? live : <DirectionalCache>{live}</DirectionalCache>}
        </DemoProviders>
      </CacheProvider>,
      { identifierPrefix: element.dataset.idPrefix ?? '' },
    );
  });
}
