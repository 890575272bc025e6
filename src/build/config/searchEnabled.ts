import type { SiteConfig } from './schema.js';

/** Whether the site has search: a Search button in the header and an index in the output. */
export const searchEnabled = (config: Pick<SiteConfig, 'search'>): boolean => config.search !== false && config.search.enabled;
