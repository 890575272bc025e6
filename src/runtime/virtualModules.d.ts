/** Generated per site by the build (bundle/runtime.ts): each demo's modules, per styling. */
declare module 'docsgen:demos' {
  import type { ComponentType } from 'react';
  type DemoModule = { default: ComponentType };
  const demos: Record<string, Partial<Record<'MUI System' | 'Tailwind' | 'CSS', () => Promise<DemoModule>>>>;
  export default demos;
}

/** The demo host for the browser, compiled against the site's packages (build/demos/demoHost.ts). */
declare module 'docsgen:demo-host/browser' {
  export const hydrateDemo: typeof import('./demoHost/hydrateDemo.js').hydrateDemo;
}
