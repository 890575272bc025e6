import path from 'node:path';
import { keyDigest } from './digest.js';
import { changeStamp, contentsOrMissing, filesBelow, isVisibleInput } from './files.js';

/**
 * The version of docsgen's own code: its package version and, as builds from a working copy
 * change without a new version, the size and time of every compiled file, template and font file.
 */
export function docsgenIdentity(packageRoot: string): string {
  const parts: string[] = [];
  for (const folder of ['lib', 'src', 'templates', 'fonts']) {
    for (const file of filesBelow(path.join(packageRoot, folder), isVisibleInput))
      parts.push(`${folder}/${file}:${changeStamp(path.join(packageRoot, folder, file))}`);
  }
  return keyDigest(String(contentsOrMissing(path.join(packageRoot, 'package.json'))), ...parts);
}
