import type { Diagnostic } from '../util/diagnostics.js';
import type { OutputWriter } from '../emit/outputWriter.js';
import type { Manifest } from '../manifest/types.js';
import type { SiteModel } from '../site/loadSite.js';
import type { SourcePage } from '../site/readPages.js';
import { createDocsTheme } from '../../runtime/theme/createDocsTheme.js';
import type { ShellLabels } from '../util/labels.js';
import { readLogo } from './logo.js';
import { createNavigation, shellOf, type Navigation } from './shells.js';
import type { Shared } from './shared.js';

/** The headers and side navigation of `site` with `manifests`, writing the assets they need (logos, nav data). */
export function siteNavigation(
  site: SiteModel,
  manifests: ReadonlyMap<string, Manifest>,
  labels: ShellLabels,
  writer: OutputWriter,
): { navigation: Navigation; diagnostics: Diagnostic[] } {
  const { config, root } = site;
  const base = config.base;
  const diagnostics: Diagnostic[] = [];
  const navigation = createNavigation({
    site,
    manifests,
    labels,
    theme: createDocsTheme(config.theme),
    base,
    readLogo: (product) => {
      const logo = readLogo(root, product, writer, base);
      diagnostics.push(...logo.diagnostics);
      return logo.ok ? logo.value : undefined;
    },
    writeAsset: (name, content) => base + writer.writeAsset(name, content),
  });
  return { navigation, diagnostics };
}

/** The shared data with the navigation of new manifests, and which pages that changes. */
export interface ReplacedManifests {
  shared: Shared;
  /**
   * Whether a page renders otherwise: those of the products using a changed manifest, or every
   * page when a product's first page moved (the product switcher in every header links to it).
   */
  affects(page: SourcePage): boolean;
  diagnostics: Diagnostic[];
}

/**
 * `shared` with the headers and side navigation made again from `manifests` (the dev server, on
 * a manifest edit: nothing else changes); `site` holds the manifests `shared` was made with.
 */
export function replaceManifests(shared: Shared, site: SiteModel, manifests: ReadonlyMap<string, Manifest>, writer: OutputWriter): ReplacedManifests {
  const previous = shared.navigation;
  const { navigation, diagnostics } = siteNavigation(site, manifests, shared.labels, writer);
  const headersChanged = previous.headerKey !== navigation.headerKey;
  const changedManifests = new Set(
    [...manifests].filter(([manifestPath, manifest]) => site.manifests.get(manifestPath) !== manifest).map(([manifestPath]) => manifestPath),
  );
  return {
    shared: { ...shared, navigation },
    affects: (page) => headersChanged || changedManifests.has(shellOf(navigation, shared.config.products, page).product?.manifest ?? ''),
    diagnostics,
  };
}
