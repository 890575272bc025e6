/** The public API of the docsgen package: typed config for `docsgen.config.ts`. */
import type { UserConfig } from './build/config/schema.js';

export type { UserConfig, SiteConfig, ProductConfig } from './build/config/schema.js';
/** The props of a site component named by `{{"component": …}}` (config `components`). */
export type { ContentComponentProps, ContentComponentProduct } from './build/render/components.js';
/** The props of the demo provider (config `demoProvider`): the reader's settings and the demo. */
export type { DemoProviderProps } from './runtime/demoHost/demoState.js';

/** Identity function that types a docsgen config. */
export function defineConfig(config: UserConfig): UserConfig {
  return config;
}
