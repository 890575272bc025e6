import path from 'node:path';
import { packageName } from '../modules/packageResolution.js';
import { findPackage } from '../util/installedPackages.js';
import { PACKAGE_ROOT } from '../util/packageFiles.js';
import { isBareSpecifier, parseDemoImports } from './demoImports.js';
import type { DemoSources } from './demoSources.js';

/** What a project needs beside the packages a demo imports: React's renderer, and the styling engine MUI's packages expect. */
const PEERS: Record<string, string[]> = {
  react: ['react-dom'],
  '@mui/material': ['@emotion/react', '@emotion/styled'],
  '@mui/joy': ['@emotion/react', '@emotion/styled'],
  '@mui/system': ['@emotion/react', '@emotion/styled'],
  '@mui/lab': ['@mui/material', '@emotion/react', '@emotion/styled'],
};

/**
 * The packages a demo's code imports (all its variants), with React and their peers, at the
 * versions its build used: found from the demo's folder as its build finds them, docsgen's own
 * copies standing in for what the site does not install. What "Open in CodeSandbox / StackBlitz"
 * puts in the project's `package.json` (`latest` for a package found nowhere).
 */
export function demoDependencies(demo: DemoSources): Record<string, string> {
  const names = new Set<string>(['react']);
  for (const source of demo.sources) {
    for (const entry of parseDemoImports(source.code)) if (isBareSpecifier(entry.specifier)) names.add(packageName(entry.specifier));
  }
  for (const name of [...names]) for (const peer of PEERS[name] ?? []) names.add(peer);
  const from = path.dirname(Object.values(demo.modules)[0] ?? demo.sources[0]?.file ?? PACKAGE_ROOT);
  const dependencies: Record<string, string> = {};
  for (const name of [...names].sort()) {
    dependencies[name] = (findPackage(from, name) ?? findPackage(PACKAGE_ROOT, name))?.version || 'latest';
  }
  return dependencies;
}
