import path from 'node:path';
import type { DemoSources } from '../demos/demoSources.js';
import type { TwinDemoCode } from './markdownTwin.js';

/**
 * A demo's code as a reader sees it first: the TypeScript file when the demo has one, else its
 * JavaScript, in MUI System styling when the demo has it, else its first styling. Named after the
 * demo (`X.tsx`), whether its files are `X.tsx` or `X/system/index.tsx`.
 */
export function twinDemoCode(demoName: string, sources: DemoSources): TwinDemoCode | undefined {
  const stylings = [...new Set(sources.sources.map((source) => source.styling))];
  const styling = stylings.includes('MUI System') ? 'MUI System' : stylings[0];
  const ofStyling = sources.sources.filter((source) => source.styling === styling);
  const chosen = ofStyling.find((source) => source.variant === 'TS') ?? ofStyling[0];
  if (!chosen) return undefined;
  const extension = path.extname(chosen.file);
  const stem = path.posix.basename(demoName.replace(/\\/g, '/')).replace(/\.(js|jsx|ts|tsx)$/, '');
  return { fileName: `${stem}${extension}`, language: extension.slice(1), code: chosen.code };
}
