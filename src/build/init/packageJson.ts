import fs from 'node:fs';
import path from 'node:path';
import { PACKAGE_ROOT } from '../util/packageFiles.js';

/** The scripts a new site gets: what its README and `docsgen init`'s next steps tell to run. */
export const SITE_SCRIPTS: Readonly<Record<string, string>> = {
  dev: 'docsgen serve --watch',
  build: 'docsgen build',
  check: 'docsgen check',
};

/** The running docsgen's version, as a caret range (`^0.1.0`): what a new site depends on. */
export function docsgenRange(packageRoot = PACKAGE_ROOT): string {
  const { version } = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { version: string };
  return `^${version}`;
}

/**
 * An npm package name from a folder's name: lower case, runs of characters npm refuses turned
 * into `-`, no leading `.` or `_`, at most 214 characters; `docs` when nothing is left.
 */
export function packageNameFor(dir: string): string {
  const name = path
    .basename(path.resolve(dir))
    .toLowerCase()
    .replace(/[^a-z0-9._~-]+/g, '-')
    .replace(/^[._-]+/, '')
    .replace(/-+$/, '')
    .slice(0, 214);
  return name === '' || name === 'node_modules' || name === 'favicon.ico' ? 'docs' : name;
}

/**
 * The Prettier a new site gets: the starter's TypeScript-only demo has a JavaScript variant, which
 * docsgen formats with the site's Prettier (an optional peer dependency: docsgen brings none). The
 * range is the one docsgen is developed with.
 */
export function prettierRange(packageRoot = PACKAGE_ROOT): string {
  const { devDependencies } = JSON.parse(fs.readFileSync(path.join(packageRoot, 'package.json'), 'utf8')) as { devDependencies?: Record<string, string> };
  return devDependencies?.prettier ?? '^3.0.0';
}

export type PackageJsonPlan = { ok: true; text: string; updated: boolean } | { ok: false; reason: string };

/**
 * The `package.json` of a new site: private, docsgen as a dependency, Prettier as a development
 * one (for the JavaScript variants of its TypeScript demos), the `dev`, `build` and `check`
 * scripts. An existing one (`init --force` into a project) keeps everything it has and
 * gains only what it lacks; one that is not a JSON object is refused, not overwritten.
 */
export function planPackageJson(dir: string, range = docsgenRange(), prettier = prettierRange()): PackageJsonPlan {
  const file = path.join(dir, 'package.json');
  if (!fs.existsSync(file)) {
    const fresh = {
      name: packageNameFor(dir),
      version: '0.0.0',
      private: true,
      scripts: { ...SITE_SCRIPTS },
      dependencies: { docsgen: range },
      devDependencies: { prettier },
    };
    return { ok: true, text: `${JSON.stringify(fresh, null, 2)}\n`, updated: false };
  }
  let existing: unknown;
  try {
    existing = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (cause) {
    return { ok: false, reason: `package.json is not valid JSON (${cause instanceof Error ? cause.message : String(cause)}): fix it, then run init again` };
  }
  if (existing === null || typeof existing !== 'object' || Array.isArray(existing)) {
    return { ok: false, reason: 'package.json is not a JSON object: fix it, then run init again' };
  }
  const pkg = existing as Record<string, unknown>;
  const record = (key: string): Record<string, unknown> => {
    const value = pkg[key];
    return value !== null && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {};
  };
  const scripts = record('scripts');
  for (const [name, command] of Object.entries(SITE_SCRIPTS)) scripts[name] ??= command;
  pkg.scripts = scripts;
  if (!('docsgen' in record('dependencies')) && !('docsgen' in record('devDependencies'))) pkg.dependencies = { ...record('dependencies'), docsgen: range };
  if (!('prettier' in record('dependencies')) && !('prettier' in record('devDependencies'))) pkg.devDependencies = { ...record('devDependencies'), prettier };
  return { ok: true, text: `${JSON.stringify(pkg, null, 2)}\n`, updated: true };
}
