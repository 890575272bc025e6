import type { ComponentType } from 'react';
import { renderWithEmotion, type RenderedWithStyles } from '../server/renderWithEmotion.js';
import type { ThemeState } from '../theme/themeReducer.js';
import { DEMO_EMOTION_KEY, demoProviderProps, type DemoProviderProps } from './demoState.js';
import { DemoTheme } from './demoTheme.js';

export interface RenderDemoOptions {
  /** The theme state the page starts with: what the browser hydrates against. */
  state: ThemeState;
  /** Keeps React's generated ids apart from the other roots of the page (see demoIdPrefix). */
  identifierPrefix: string;
  /** `iframe` for a demo shown in an iframe (default `demo`). */
  emotionKey?: string;
  /** The prefix of the demo theme's CSS variables, one per world of packages (see DemoWorld). */
  cssVarPrefix: string;
  /** The component that wraps the demo (config `demoProvider`), compiled in the demo's world. */
  Provider?: ComponentType<DemoProviderProps>;
}

/**
 * Renders a demo to HTML on the server, with the site's React, React DOM, MUI and Emotion (this
 * module is compiled against the site's packages, see build/demos/demoHost.ts).
 */
export function renderDemo(Demo: ComponentType, options: RenderDemoOptions): RenderedWithStyles {
  return renderWithEmotion(
    <DemoTheme state={options.state} mode="light" cssVarPrefix={options.cssVarPrefix}>
      {options.Provider ? <options.Provider {...demoProviderProps(options.state, 'light', <Demo />)} /> : <Demo />}
    </DemoTheme>,
    options.identifierPrefix,
    options.emotionKey ?? DEMO_EMOTION_KEY,
  );
}
