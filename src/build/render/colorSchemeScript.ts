import type { ColorSchemeConfig } from '../config/schema.js';
import { useEsbuild } from '../modules/esbuildService.js';
import { readTemplate } from '../util/packageFiles.js';
import { COLOR_SCHEME_CONTRACT_ATTRIBUTE } from '../../shared/colorScheme.js';

/** What the colour-scheme script sets on <html>: the attributes given `light`/`dark`, and the class of each scheme. */
export interface ColorSchemeTargets {
  attributes: string[];
  dark: string | false;
  light: string | false;
}

export function colorSchemeTargets(config: ColorSchemeConfig): ColorSchemeTargets {
  return {
    attributes: [...new Set([COLOR_SCHEME_CONTRACT_ATTRIBUTE, ...config.attribute])],
    dark: config.darkClass,
    light: config.lightClass,
  };
}

/**
 * The script (templates/colorScheme.js, minified) that puts the reader's colour scheme on <html>
 * as config `colorScheme` asks, before first paint: in every page after MUI's colour-scheme script,
 * and first in the head of every iframe demo, where it follows the page.
 */
export async function colorSchemeContractScript(config: ColorSchemeConfig): Promise<string> {
  const { code } = await useEsbuild((esbuild) =>
    esbuild.transform(readTemplate('colorScheme.js'), {
      minify: true,
      target: 'es2015',
      define: { __DOCSGEN_COLOR_SCHEME__: JSON.stringify(colorSchemeTargets(config)) },
    }),
  );
  return code.trim();
}
