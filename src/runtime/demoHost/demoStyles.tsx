import type { ReactNode } from 'react';
import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { prefixer } from 'stylis';
import stylisRtl from 'stylis-plugin-rtl';
import { DEMO_EMOTION_KEY, DEMO_RTL_EMOTION_KEY, IFRAME_EMOTION_KEY, type DemoStylesProps } from './demoState.js';

// The package's types describe its CommonJS build to NodeNext; the bundle uses its ES module.
const rtlPlugin = stylisRtl as unknown as StylisPlugin;
let ltrCache: EmotionCache | undefined;
let rtlCache: EmotionCache | undefined;
const frameCaches = new WeakMap<HTMLElement, EmotionCache>();

/** In right-to-left, stylis-plugin-rtl flips physical properties (margin-left ↔ margin-right) of the demo's styles. */
function cacheFor(direction: 'ltr' | 'rtl', frameHead?: HTMLElement): EmotionCache {
  if (frameHead) {
    // The iframe's key matches the server's, and keeps the page's caches from adopting these styles.
    let cache = frameCaches.get(frameHead);
    if (!cache) frameCaches.set(frameHead, (cache = createCache({ key: IFRAME_EMOTION_KEY, container: frameHead })));
    return cache;
  }
  if (direction === 'rtl') return (rtlCache ??= createCache({ key: DEMO_RTL_EMOTION_KEY, stylisPlugins: [prefixer, rtlPlugin] }));
  return (ltrCache ??= createCache({ key: DEMO_EMOTION_KEY }));
}

/** In the browser: the Emotion cache of a live demo (the server renders with one of its own, see renderWithEmotion). */
export function DemoStyles({ direction, frameHead, children }: DemoStylesProps & { children: ReactNode }) {
  return <CacheProvider value={cacheFor(direction, frameHead)}>{children}</CacheProvider>;
}
