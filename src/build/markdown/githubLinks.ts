import type { ProductConfig } from '../config/schema.js';

/**
 * MUI's docs link to their own sources as `https://github.com/<owner>/<repo>/blob/-/<path>` (and
 * `/tree/-/`): `-` stands for the docs' version, which the site fills in so that a page of v5.14.11
 * shows the code of v5.14.11, not whatever the default branch holds today.
 */
const UNPINNED = /^(https:\/\/github\.com\/[^/?#]+\/[^/?#]+\/(?:blob|tree))\/-(?=\/|$)/;

/** A version text that is a git tag of a release: `v5.14.11`, `5.14.11`, `v6.0.0-beta.6`. */
const VERSION_TAG = /^v?\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?$/;

/** Where unpinned links point when nothing names a version. */
export const DEFAULT_GITHUB_REF = 'master';

/**
 * The git ref a product's pages pin their GitHub links to: its `githubRef`, else its current
 * version when that is a release tag (`v5.14.11`), else `master`.
 */
export function githubRefOf(product: Pick<ProductConfig, 'versions' | 'githubRef'> | undefined): string {
  if (product?.githubRef) return product.githubRef;
  const current = product?.versions.find((version) => version.current) ?? product?.versions[0];
  return current && VERSION_TAG.test(current.text) ? current.text : DEFAULT_GITHUB_REF;
}

/** `https://github.com/o/r/blob/-/x` with `ref` for `-`; any other link as it is. */
export function pinGithubLink(href: string, ref: string): string {
  return href.replace(UNPINNED, (_whole, prefix: string) => `${prefix}/${ref}`);
}
