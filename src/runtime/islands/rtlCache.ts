import createCache, { type EmotionCache, type StylisPlugin } from '@emotion/cache';
import { prefixer } from 'stylis';
import stylisRtl from 'stylis-plugin-rtl';

// The package's types describe its CommonJS build to NodeNext; the bundle uses its ES module.
const rtlPlugin = stylisRtl as unknown as StylisPlugin;

/**
 * The Emotion cache for islands shown right to left: stylis-plugin-rtl flips physical properties
 * (margin-left ↔ margin-right) of MUI's styles; the `muirtl` key keeps the two sets apart. A
 * module of its own, loaded only when a page is right to left (cssjanus and stylis are ~6 KB gzip).
 */
export const createRtlCache = (): EmotionCache => createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin] });
