import { createElement, type ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';

/** The Emotion cache key shared by the server and the hydrating runtime. */
export const EMOTION_KEY = 'css';

export interface RenderedWithStyles {
  html: string;
  /** `<style data-emotion=…>` tags of exactly the component styles the HTML uses (critical CSS, inlined). */
  styleTags: string;
  /** Global styles (theme variables, baseline): the same on every page, so they go to the shared stylesheet. */
  globalCss: string;
  /** The global styles as `<style>` tags (for a document of their own: an iframe demo). */
  globalStyleTags: string;
}

/**
 * renderToString with a fresh Emotion cache, returning the critical CSS of what was rendered.
 * `identifierPrefix` keeps React's generated ids (useId) apart when several roots share a page;
 * the browser must hydrate with the same prefix. `key` names the Emotion cache (its class prefix).
 */
export function renderWithEmotion(element: ReactElement, identifierPrefix?: string, key = EMOTION_KEY): RenderedWithStyles {
  const cache = createCache({ key });
  // Creating the server instance puts the cache in extraction mode (no inline <style> in the HTML).
  const server = createEmotionServer(cache);
  const html = renderToString(createElement(CacheProvider, { value: cache }, element), identifierPrefix ? { identifierPrefix } : {});
  const { styles } = server.extractCriticalToChunks(html);
  const globalChunks = styles.filter((chunk) => chunk.key.endsWith('-global'));
  const componentChunks = styles.filter((chunk) => !chunk.key.endsWith('-global') && chunk.css !== '');
  return {
    html,
    styleTags: server.constructStyleTagsFromChunks({ html, styles: componentChunks }),
    globalCss: globalChunks.map((chunk) => chunk.css).join(''),
    globalStyleTags: server.constructStyleTagsFromChunks({ html, styles: globalChunks }),
  };
}
