import fs from 'node:fs';
import path from 'node:path';
import { packageName } from '../modules/packageResolution.js';
import { findPackage } from '../util/installedPackages.js';
import { PACKAGE_ROOT } from '../util/packageFiles.js';
import { isBareSpecifier, parseDemoImports } from './demoImports.js';
import type { DemoSources } from './demoSources.js';

const EMOTION = ['@emotion/react', '@emotion/styled'];

/**
 * What a project needs beside the packages a demo imports: React's renderer, the styling engine
 * MUI's styled packages expect, and Material UI for the packages built on it (icons, Lab, MUI X).
 */
function peersOf(name: string): string[] {
  if (name === 'react') return ['react-dom'];
  if (name === '@mui/icons-material' || name === '@mui/lab' || name.startsWith('@mui/x-')) return ['@mui/material', ...EMOTION];
  if (name === '@mui/material' || name === '@mui/joy' || name === '@mui/system') return EMOTION;
  return [];
}

/**
 * The packages a demo's code imports (all its variants), with React and their peers, at the
 * versions its build used: found from the demo's folder as its build finds them, docsgen's own
 * copies standing in for what the site does not install. What "Open in CodeSandbox / StackBlitz"
 * puts in the project's `package.json` (`latest` for a package found nowhere).
 */
export function demoDependencies(demo: DemoSources): Record<string, string> {
  const from = path.dirname(Object.values(demo.modules)[0] ?? demo.sources[0]?.file ?? PACKAGE_ROOT);
  return codeDependencies(
    demo.sources.map((source) => source.code),
    from,
  );
}

/** The packages `codes` import, with React and their peers, at the versions found from the folder `from` (a demo's, or its provider's with the demo's). */
export function codeDependencies(codes: readonly string[], from: string): Record<string, string> {
  const names = new Set<string>(['react']);
  for (const code of codes) {
    for (const entry of parseDemoImports(code)) if (isBareSpecifier(entry.specifier)) names.add(packageName(entry.specifier));
  }
  for (const name of [...names]) for (const peer of [...peersOf(name), ...declaredPeers(from, name)]) names.add(peer);
  const dependencies: Record<string, string> = {};
  for (const name of [...names].sort()) dependencies[name] = installedVersion(from, name);
  return dependencies;
}

/** Versions by folder and package: the demos of a folder share their packages (a walk up its folders each). */
const versions = new Map<string, string>();

function installedVersion(from: string, name: string): string {
  const key = `${from}\0${name}`;
  let version = versions.get(key);
  if (version === undefined) {
    version = (findPackage(from, name) ?? findPackage(PACKAGE_ROOT, name))?.version || 'latest';
    versions.set(key, version);
  }
  return version;
}

/** Peers by folder and package. */
const peers = new Map<string, string[]>();

/**
 * The peer dependencies an installed package declares as required (`@mantine/core` needs
 * `@mantine/hooks`): a project that installs it alone does not run. Optional ones are left out.
 */
function declaredPeers(from: string, name: string): string[] {
  const key = `${from}\0${name}`;
  let found = peers.get(key);
  if (found === undefined) {
    found = [];
    const installed = findPackage(from, name);
    if (installed !== undefined) {
      try {
        const manifest = JSON.parse(fs.readFileSync(path.join(installed.dir, 'package.json'), 'utf8')) as {
          peerDependencies?: Record<string, string>;
          peerDependenciesMeta?: Record<string, { optional?: boolean }>;
        };
        found = Object.keys(manifest.peerDependencies ?? {}).filter((peer) => manifest.peerDependenciesMeta?.[peer]?.optional !== true);
      } catch {
        // A package.json findPackage read a moment ago: unreadable now, the package has no peers to add.
      }
    }
    peers.set(key, found);
  }
  return found;
}
