import { useEffect, useState, type ComponentType } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import demos from 'docsgen:demos';
import { CODE_STYLING_EVENT } from '../client/events.js';
import { DemoProviders } from '../components/DemoProviders.js';
import type { CodeStyling } from '../preferences/codePreferences.js';
import { siteData } from '../siteData.js';
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

/**
 * Hydrates a server-rendered demo (on the reader's first intent to use it); resolves once React
 * has committed it, so that a held click can be replayed on the live component.
 */
export async function hydrate(element: HTMLElement): Promise<void> {
  const id = element.dataset.demo ?? '';
  const styling = (element.dataset.styling ?? 'MUI System') as CodeStyling;
  const load = demos[id]?.[styling];
  const container = element.querySelector<HTMLElement>('.docsgen-demo-root');
  if (!load || !container) return;
  const { default: Component } = await load();
  element.dataset.hydrated = '';
  await new Promise<void>((resolve) => {
    hydrateRoot(
      container,
      <CacheProvider value={emotionCacheFor('ltr')}>
        <DemoProviders store={pageThemeStore} options={siteData.theme}>
          <DirectionalCache>
            <Hydrated onHydrated={resolve}>
              <LiveDemo id={id} initial={styling} Component={Component} />
            </Hydrated>
          </DirectionalCache>
        </DemoProviders>
      </CacheProvider>,
      { identifierPrefix: element.dataset.idPrefix ?? '' },
    );
  });
}
