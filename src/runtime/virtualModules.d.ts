/** Generated per site by the build (bundle/runtime.ts): each demo's modules per styling, and the world of packages it runs in. */
declare module 'docsgen:demos' {
  import type { ComponentType } from 'react';
  type DemoModule = { default: ComponentType };
  type DemoHost = { hydrateDemo: typeof import('./demoHost/hydrateDemo.js').hydrateDemo };
  const demos: Record<string, { modules: Partial<Record<'MUI System' | 'Tailwind' | 'CSS', () => Promise<DemoModule>>>; world: number }>;
  export default demos;
  /** Each world's demo host (compiled against its packages) and the prefix of its theme's CSS variables. */
  export const worlds: { host: () => Promise<DemoHost>; cssVarPrefix: string }[];
}
