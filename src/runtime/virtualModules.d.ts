/** Generated per site by the build (bundle/runtime.ts): each demo's modules per styling, and the world of packages it runs in. */
declare module 'docsgen:demos' {
  import type { ComponentType } from 'react';
  type DemoModule = { default: ComponentType };
  type DemoHost = { hydrateDemo: typeof import('./demoHost/hydrateDemo.js').hydrateDemo };
  type DemoProviderModule = { default: ComponentType<import('./demoHost/demoState.js').DemoProviderProps> };
  const demos: Record<string, { modules: Partial<Record<'MUI System' | 'Tailwind' | 'CSS', () => Promise<DemoModule>>>; world: number }>;
  export default demos;
  /**
   * Each world's demo host (compiled against its packages), the prefix of its theme's CSS variables,
   * and its demo providers by their path from the site root.
   */
  export const worlds: {
    host: () => Promise<DemoHost>;
    cssVarPrefix: string;
    providers: Record<string, () => Promise<DemoProviderModule>>;
    /** Each provider's source, for the sandboxes (a chunk of its own, loaded on use). */
    providerSources: Record<string, () => Promise<{ default: string }>>;
  }[];
}

/**
 * Generated per world by the build (build/demos/demoImports.ts): what live-edited code may import,
 * by specifier — the modules the world's demos import, each loaded on use.
 */
declare module 'docsgen:demo-imports' {
  const modules: Record<string, () => Promise<unknown>>;
  export default modules;
}

/**
 * Joy UI, for the demo theme of a world that installs it (demoHost/joyTheme.tsx): docsgen itself
 * does not depend on it. Only what that module uses.
 */
declare module '@mui/joy/styles' {
  import type { JSX, ReactNode } from 'react';
  export function extendTheme(options: { cssVarPrefix?: string; direction?: 'ltr' | 'rtl'; spacing?: number }): object;
  export function CssVarsProvider(props: {
    theme: object;
    attribute?: string;
    colorSchemeNode?: Element | null;
    modeStorageKey?: string;
    disableTransitionOnChange?: boolean;
    disableNestedContext?: boolean;
    children?: ReactNode;
  }): JSX.Element;
}
