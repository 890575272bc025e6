import type { Dictionary } from '../shared/types.js';

/** What the browser runtime knows of the site, baked into its bundle at build time. */
export interface SiteData {
  dictionary: Dictionary;
  theme: {
    primary: string;
    fontFamily?: string;
    taglineFontFamily?: string;
    borderRadius: number;
    spacing: number;
  };
  /** Host on which the service worker registers. */
  docsHost?: string;
}

declare const __DOCSGEN_SITE__: SiteData;

/** The site's data; only the browser bundle defines it (esbuild `define`). */
export const siteData: SiteData = __DOCSGEN_SITE__;
