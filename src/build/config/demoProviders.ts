import fs from 'node:fs';
import path from 'node:path';
import { error, type Diagnostic } from '../util/diagnostics.js';
import { outsideSiteError } from '../util/insideSite.js';
import { configPlace, type ConfigSource } from './places.js';
import type { SiteConfig } from './schema.js';

/**
 * The demo provider of a product's pages (config `products[].demoProvider`, else the site's
 * `demoProvider`), as written in the config: a path relative to the site root. Pages outside any
 * product get the site's.
 */
export function demoProviderOf(config: Pick<SiteConfig, 'products' | 'demoProvider'>, productId: string | null): string | undefined {
  const product = productId === null ? undefined : config.products.find((entry) => entry.id === productId);
  return product?.demoProvider ?? config.demoProvider;
}

/** Every demo provider the config names, once each, in the order written. */
export function demoProviders(config: Pick<SiteConfig, 'products' | 'demoProvider'>): string[] {
  const named = [config.demoProvider, ...config.products.map((product) => product.demoProvider)];
  return [...new Set(named.filter((file): file is string => file !== undefined))];
}

/** A demo provider the config names that is no file, or a symbolic link out of the site: an error at its line. */
export function demoProviderProblems(root: string, config: SiteConfig, source: ConfigSource): Diagnostic[] {
  return demoProviders(config).flatMap((provider) => {
    const file = path.resolve(root, provider);
    const place = configPlace(source, 'demoProvider', provider);
    if (!fs.existsSync(file)) {
      return [error('demo-provider-missing', `Config "demoProvider": ${provider} does not exist (a path relative to the site root)`, place)];
    }
    if (!fs.statSync(file).isFile()) return [error('demo-provider-missing', `Config "demoProvider": ${provider} is a folder, not a module`, place)];
    const outside = outsideSiteError(root, file, place);
    return outside ? [outside] : [];
  });
}
