import createCache, { type EmotionCache } from '@emotion/cache';
import { useEffect, useState } from 'react';

type Direction = 'ltr' | 'rtl';

let ltr: EmotionCache | undefined;
let rtl: EmotionCache | undefined;
let rtlLoading: Promise<EmotionCache> | undefined;

const ltrCache = () => (ltr ??= createCache({ key: 'css' }));

/**
 * Loads the right-to-left cache (`rtlCache.ts`) once: an island's code does not carry it, as most
 * pages are never shown right to left.
 */
export function loadRtlCache(): Promise<EmotionCache> {
  rtlLoading ??= import('./rtlCache.js').then(({ createRtlCache }) => (rtl = createRtlCache()));
  // A failed load is tried again at the next change of direction.
  rtlLoading.catch(() => {
    rtlLoading = undefined;
  });
  return rtlLoading;
}

/**
 * Calls `render` once the cache of `direction` is there (at once, unless the right-to-left one is
 * still to load): an island's root is made then, so that an island first shown on a right-to-left
 * page is never drawn left to right.
 */
export function whenCacheReady(direction: Direction, render: () => void): void {
  if (direction !== 'rtl' || rtl) render();
  else void loadRtlCache().then(render, render);
}

/**
 * The Emotion cache for an island in `direction`: in right-to-left, MUI's physical properties
 * flipped (see rtlCache.ts). When the reader turns the page right to left, the island keeps the
 * left-to-right cache for the moment the other loads, then renders again with it.
 */
export function useEmotionCache(direction: Direction): EmotionCache {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    if (direction !== 'rtl' || rtl) return;
    let live = true;
    loadRtlCache().then(
      () => live && setLoaded((count) => count + 1),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [direction]);
  return direction === 'rtl' && rtl ? rtl : ltrCache();
}
