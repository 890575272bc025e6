import { createElement, type ComponentType } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { CacheProvider } from '@emotion/react';
import createCache from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null;

/** An icon from a manifest (a component, an ES module namespace around one, or a string) as SVG markup. */
export function renderIconSvg(icon: unknown): string | undefined {
  if (typeof icon === 'string') return icon.trimStart().startsWith('<svg') ? icon : undefined;
  const component = isRecord(icon) && 'default' in icon && !('$$typeof' in icon) ? icon.default : icon;
  if (typeof component !== 'function' && !isRecord(component)) return undefined;
  const cache = createCache({ key: 'icon' });
  // Extraction mode: Emotion collects the styles instead of writing <style> tags into the markup.
  createEmotionServer(cache);
  const html = renderToStaticMarkup(createElement(CacheProvider, { value: cache }, createElement(component as ComponentType)));
  // The nav's stylesheet sizes icons; MUI's generated classes would point at styles the page lacks.
  return html.replace(/^<svg class="[^"]*"/, '<svg');
}
