import fs from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../util/packageFiles.js';

/** An installed package: its folder and version. */
export interface InstalledPackage {
  dir: string;
  version: string;
}

/** The package `name` as Node finds it from the folder `from`: in `node_modules` there or in a parent's. */
export function findPackage(from: string, name: string): InstalledPackage | undefined {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    const manifest = path.join(dir, 'node_modules', name, 'package.json');
    try {
      const { version } = JSON.parse(fs.readFileSync(manifest, 'utf8')) as { version?: unknown };
      return { dir: path.dirname(manifest), version: typeof version === 'string' ? version : '' };
    } catch {
      // Not here (or unreadable): look further up.
    }
    if (path.dirname(dir) === dir) return undefined;
  }
}

/**
 * Whose packages the demos run on. Demos render with the site's own React, React DOM, MUI and
 * Emotion — every package resolved from the demo's folder, then the site's root — and docsgen's
 * copies stand in only for what the site does not install. A site with no React of its own runs
 * its demos on docsgen's (the same copies as the page's shell, so the browser loads them once).
 */
export interface DemoWorld {
  /** `site`: the site installs React; `docsgen`: it does not, docsgen's packages serve. */
  react: 'site' | 'docsgen';
  /** The React the demos run on. */
  reactVersion: string;
  /** Whether demos render in a theme of MUI (false: the site has React but not `@mui/material`). */
  mui: boolean;
}

export function demoWorld(siteRoot: string): DemoWorld {
  const siteReact = findPackage(siteRoot, 'react');
  if (!siteReact) return { react: 'docsgen', reactVersion: findPackage(PACKAGE_ROOT, 'react')?.version ?? '', mui: true };
  return { react: 'site', reactVersion: siteReact.version, mui: findPackage(siteRoot, '@mui/material') !== undefined };
}

/** Whether a package needs React (a dependency or peer dependency on it): such a package must run on the demos' React. */
export function usesReact(packageDir: string): boolean {
  try {
    const manifest = JSON.parse(fs.readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as Record<string, unknown>;
    return ['dependencies', 'peerDependencies'].some((field) => {
      const names = manifest[field];
      return typeof names === 'object' && names !== null && ('react' in names || 'react-dom' in names);
    });
  } catch {
    return false;
  }
}
