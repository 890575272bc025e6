import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import type { RenderedWithStyles } from '../server/renderWithEmotion.js';

/**
 * For a site with React but without MUI (and Emotion): stands in for renderWithEmotion in the
 * demo host (see build/demos/demoHost.ts). Demos bring their own styles, if any.
 */
export function renderWithEmotion(element: ReactElement, identifierPrefix?: string): RenderedWithStyles {
  const html = renderToString(element, identifierPrefix ? { identifierPrefix } : {});
  return { html, styleTags: '', globalCss: '', globalStyleTags: '' };
}
