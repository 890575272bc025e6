import fs from 'node:fs';
import path from 'node:path';
import type { Element, Root } from 'hast';
import type { VFile } from 'vfile';
import { imageSize } from '../../assets/imageSize.js';
import { assetOutputPath, missingAssetMessage, outsideAssetMessage, resolveAsset, type AssetPlaces } from '../../assets/pageAssets.js';
import { pageState, reportError } from '../state.js';
import { walk } from '../walk.js';

function visitAsset(node: Element, attribute: 'src' | 'href', file: VFile, places: AssetPlaces, isFirstImage: boolean): void {
  const state = pageState(file);
  const href = node.properties[attribute];
  if (typeof href !== 'string') return;
  const reference = resolveAsset(href, attribute === 'src' ? 'image' : 'link', places);
  if (!reference) return;
  if (reference.kind === 'missing') return reportError(file, 'missing-asset', missingAssetMessage(href, reference.file, places.root), node);
  if (reference.kind === 'outside') return reportError(file, 'asset-outside-site', outsideAssetMessage(href), node);
  const content = fs.readFileSync(reference.file);
  if (reference.kind === 'file') {
    // Links get the base path from rehype-links, which runs next.
    node.properties[attribute] = (attribute === 'src' ? state.base : '/') + assetOutputPath(content, reference.file);
    state.assets.push(path.relative(places.root, reference.file).split(path.sep).join('/'));
  } else if (attribute === 'src') {
    node.properties.src = state.base + href.slice(1);
  }
  if (attribute !== 'src') return;
  const size = imageSize(content);
  if (size && node.properties.width === undefined && node.properties.height === undefined) {
    node.properties.width = size.width;
    node.properties.height = size.height;
  }
  // The first image may be in the first screen: it loads at once.
  if (!isFirstImage) {
    node.properties.loading ??= 'lazy';
    node.properties.decoding ??= 'async';
  }
}

/**
 * Copies what the page's images and file links name: their `src`/`href` become the content-hashed
 * output path (with the base path), images get their width and height (no layout shift) and, after
 * the first, lazy loading; the files are recorded for the build to copy. Root-relative paths to
 * files of public/ keep their path. A file that is missing or outside the site folder is an error
 * at its line. Runs before rehype-links, which adds the base path to links.
 */
export function rehypeAssets() {
  return (tree: Root, file: VFile): undefined => {
    const state = pageState(file);
    const places = state.assetPlaces;
    if (!places) return;
    let images = 0;
    walk<Element>(tree, 'element', (element) => {
      if (element.tagName === 'img') visitAsset(element, 'src', file, places, images++ === 0);
      else if (element.tagName === 'a') visitAsset(element, 'href', file, places, false);
    });
  };
}
