import type { Dictionary } from '../../shared/types.js';
import type { SiteConfig } from '../config/schema.js';
import { label } from '../util/labels.js';
import { escapeHtml } from '../util/html.js';
import type { SourcePage } from './readPages.js';
import fs from 'node:fs';
import path from 'node:path';
import { siteSourceFile } from '../api/siteSourceFile.js';

/**
 * The site's home page when the content folder has no `index.md`: titled after the site, its
 * body the list of products (added when it is rendered, from the headers' product summaries), so
 * that `/` — where `serve` points and the 404 page links — always exists. Its source is the
 * config (`root`-relative `configFile`), when that is a file of the site.
 */
export function generatedHomePage(config: SiteConfig, dictionary: Dictionary, configFile: string, root: string): SourcePage {
  const description = label(dictionary, 'page.homeDescription');
  // What the page lists comes from the config: its edit link and date are the config file's.
  const sourceFile = fs.existsSync(path.resolve(root, configFile)) ? siteSourceFile(root, configFile) : undefined;
  return {
    generated: 'home',
    // Problems of the generated page come from the config it lists.
    file: configFile,
    contentPath: 'index.md',
    route: '/',
    productId: null,
    productCategoryId: null,
    frontMatter: { title: config.title },
    body: `<p class="description">${escapeHtml(description)}</p>\n`,
    lineOffset: 0,
    ...(sourceFile ? { sourceFile } : {}),
  };
}
