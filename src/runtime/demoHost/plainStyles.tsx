import type { ReactNode } from 'react';
import type { DemoStylesProps } from './demoState.js';

/** For a world without Emotion: demos bring their own styles, if any (see demoStyles.tsx). */
export function DemoStyles({ children }: DemoStylesProps & { children: ReactNode }) {
  return children;
}
