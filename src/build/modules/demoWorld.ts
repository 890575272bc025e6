import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { isInside, relativeFile } from '../util/files.js';
import { findPackage } from '../util/installedPackages.js';
import { PACKAGE_ROOT } from '../util/packageFiles.js';

/** The `node_modules` folder a package is installed in (`…/node_modules/@mui/material` → `…/node_modules`). */
const installedIn = (name: string, dir: string) => path.resolve(dir, name.startsWith('@') ? '../..' : '..');

/**
 * Whose packages demos run on. Demos render with the site's own React, React DOM, MUI and Emotion
 * — every package resolved from the demo's folder, then the world's root — and docsgen's copies
 * stand in only for what the site does not install. A site with no React of its own runs its
 * demos on docsgen's (the same copies as the page's shell, so the browser loads them once).
 */
export interface DemoWorld {
  /**
   * The folder its packages are found from: the site's root, or a folder inside the site that
   * installs a React of its own (a product with its own package.json, as in a monorepo).
   */
  root: string;
  /** `site`: the world installs React; `docsgen`: it does not, docsgen's packages serve. */
  react: 'site' | 'docsgen';
  /** The React the demos run on. */
  reactVersion: string;
  /** Whether demos render in a theme of MUI (`@mui/material` installed beside React). */
  mui: boolean;
  /** Without Material UI: whether demos render in Joy UI's theme (`@mui/joy` installed beside React). */
  joy: boolean;
  /** Whether demos' styles are Emotion's (`@emotion/react` installed beside React): extracted as critical CSS. */
  emotion: boolean;
  /**
   * Whether its demo theme follows the page's colour scheme through CSS, before any hydration: MUI 6
   * and later (CSS theme variables), Joy UI, no theme. Not MUI 5: its theme takes the mode in JavaScript.
   */
  themeFollowsPage: boolean;
  /** The prefix of the CSS variables of its demo theme: `demo` for the site's root, another for each other world. */
  cssVarPrefix: string;
  /** Why its demos cannot run, when its React is installed but cannot be loaded (see brokenReact). */
  problem?: string;
}

export function demoWorld(root: string, siteRoot = root): DemoWorld {
  const relative = path.relative(siteRoot, root).split(path.sep).join('/');
  const cssVarPrefix = relative === '' ? 'demo' : `demo-${createHash('sha256').update(relative).digest('hex').slice(0, 6)}`;
  const react = findPackage(root, 'react');
  if (!react)
    return {
      root,
      react: 'docsgen',
      reactVersion: findPackage(PACKAGE_ROOT, 'react')?.version ?? '',
      mui: true,
      joy: false,
      emotion: true,
      themeFollowsPage: true,
      cssVarPrefix,
    };
  const besideReact = (name: string) => {
    const found = findPackage(root, name);
    return found !== undefined && installedIn(name, found.dir) === installedIn('react', react.dir);
  };
  const mui = besideReact('@mui/material');
  const muiMajor = Number(/^\d+/.exec(findPackage(root, '@mui/material')?.version ?? '')?.[0] ?? 0);
  const problem = brokenReact(root, react.dir, siteRoot);
  return {
    root,
    react: 'site',
    reactVersion: react.version,
    mui,
    joy: !mui && besideReact('@mui/joy'),
    emotion: besideReact('@emotion/react'),
    themeFollowsPage: !mui || muiMajor >= 6,
    cssVarPrefix,
    ...(problem !== undefined ? { problem } : {}),
  };
}

/** What Node says of a file it looked for and did not find. */
const NOT_FOUND = /^Cannot find module '([^']+)'/;

/**
 * Why the React installed for the world at `root` (in `reactDir`) cannot be loaded, as Node resolves
 * it from there: the file its package.json names as its entry is missing (a half-finished install).
 * Its demos would otherwise run on another React than the one installed for them, unsaid.
 */
function brokenReact(root: string, reactDir: string, siteRoot: string): string | undefined {
  try {
    createRequire(path.join(root, 'index.js')).resolve('react');
    return undefined;
  } catch (cause) {
    const missing = NOT_FOUND.exec(cause instanceof Error ? cause.message : '')?.[1];
    const shown = (file: string) => relativeFile(siteRoot, file);
    const what =
      missing !== undefined
        ? `its entry file, ${shown(missing)}, is missing`
        : `it cannot be loaded (${cause instanceof Error ? cause.message : String(cause)})`;
    return `the demos of ${shown(root) === '.' ? 'the site' : shown(root)} run on the React installed there (${shown(reactDir)}), but ${what}: reinstall its packages`;
  }
}

/**
 * The root of the world a demo file belongs to: the nearest folder from the demo's up to the site's
 * root that installs React (`node_modules/react`), else the site's root.
 */
export function demoWorldRoot(siteRoot: string, demoFile: string): string {
  for (let dir = path.dirname(demoFile); isInside(siteRoot, dir) && dir !== siteRoot; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'node_modules', 'react', 'package.json'))) return dir;
  }
  return siteRoot;
}

const reactUsers = new Map<string, boolean>();

/** Whether a package needs React (a dependency or peer dependency on it): such a package must run on the demos' React. Read once per package. */
export function usesReact(packageDir: string): boolean {
  let uses = reactUsers.get(packageDir);
  if (uses === undefined) reactUsers.set(packageDir, (uses = readUsesReact(packageDir)));
  return uses;
}

function readUsesReact(packageDir: string): boolean {
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
