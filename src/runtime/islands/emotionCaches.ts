import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { prefixer } from 'stylis';
import stylisRtl from 'stylis-plugin-rtl';

// The package's types describe its CommonJS build to NodeNext; the bundle uses its ES module.
const rtlPlugin = stylisRtl as unknown as StylisPlugin;

let ltr: EmotionCache | undefined;
let rtl: EmotionCache | undefined;

/**
 * The Emotion cache for islands: in right-to-left, stylis-plugin-rtl flips physical properties
 * (margin-left ↔ margin-right) of MUI's styles; the `muirtl` key keeps the two sets apart.
 */
export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  if (direction === 'rtl') return (rtl ??= createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] }));
  return (ltr ??= createCache({ key: 'css' }));
}
