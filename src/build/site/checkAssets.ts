import { error, type Diagnostic } from '../util/diagnostics.js';
import type { FileRef } from '../markdown/outline.js';
import { missingAssetMessage, outsideAssetMessage, resolveAsset, type AssetPlaces } from '../assets/pageAssets.js';

/** check's side of the build's rehype-assets: every image and file link of a page names a file of the site. */
export function checkFileRefs(file: string, refs: readonly FileRef[], places: AssetPlaces): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const ref of refs) {
    const reference = resolveAsset(ref.href, ref.kind, places);
    const place = { file, line: ref.line, column: ref.column };
    if (reference?.kind === 'missing') diagnostics.push(error('missing-asset', missingAssetMessage(ref.href, reference.file, places.root), place));
    else if (reference?.kind === 'outside') diagnostics.push(error('asset-outside-site', outsideAssetMessage(ref.href), place));
  }
  return diagnostics;
}
