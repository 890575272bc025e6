import path from 'node:path';
import type { ConfigSource } from '../config/places.js';
import { configPlace } from '../config/places.js';
import type { SiteConfig } from '../config/schema.js';
import type { Diagnostic } from '../util/diagnostics.js';
import { outsideSiteError } from '../util/insideSite.js';
import { prettierConfigOutside } from '../demos/jsVariant.js';

/**
 * The files config names that the build reads later (product logos, content components): each
 * one a symbolic link leads out of the site is an error at the config line naming it, found here
 * so that `check`, `build` and `serve` report it alike; and so is the site's Prettier config (JS
 * variants of demos), at itself. (Manifests and API entries are checked where they are read.)
 */
export function configFilesOutside(root: string, config: SiteConfig, source: ConfigSource): Diagnostic[] {
  const named = [
    ...config.products.flatMap((product) => (product.logo ? [{ key: 'logo', value: product.logo }] : [])),
    ...Object.entries(config.components).map(([name, value]) => ({ key: name, value })),
  ];
  const linkedOut = named.flatMap(({ key, value }) => outsideSiteError(root, path.resolve(root, value), configPlace(source, key, value)) ?? []);
  return [...linkedOut, ...prettierConfigOutside(root)];
}
