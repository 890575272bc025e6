import fs from 'node:fs';
import path from 'node:path';
import { templatePath } from '../util/packageFiles.js';
import { error, type Diagnostic } from '../util/diagnostics.js';
import { planPackageJson } from './packageJson.js';

/** The starter site that `docsgen init` copies. */
export const STARTER_DIR = templatePath('starter');

/**
 * Template files stored under another name, because npm drops or rewrites them when the docsgen
 * package is published (`.gitignore` becomes `.npmignore`).
 */
const RENAMED: Readonly<Record<string, string>> = { gitignore: '.gitignore' };

/** Entries that do not make a folder "non-empty": a fresh `git init` or a file manager's litter. */
const IGNORABLE = new Set(['.git', '.DS_Store', 'Thumbs.db']);

export interface ScaffoldOptions {
  /** The folder to create the site in; created (with its parents) when missing. */
  dir: string;
  /** Write into a non-empty folder, overwriting files of the same names (never deleting others). */
  force?: boolean;
  /** The template to copy (default: docsgen's `templates/starter`). */
  templateDir?: string;
  /** The version range of docsgen the site's package.json depends on (default: the running docsgen's, `^x.y.z`). */
  docsgenRange?: string;
}

export type ScaffoldResult =
  | {
      ok: true;
      /** The absolute target folder. */
      dir: string;
      /** Every file written, relative to `dir`, with forward slashes, sorted. */
      written: string[];
      /** The subset of `written` that replaced an existing file (only with `force`). */
      overwritten: string[];
      /** Files that existed and were added to rather than replaced (a project's package.json). */
      updated: string[];
    }
  | { ok: false; dir: string; diagnostic: Diagnostic };

interface PlannedFile {
  source: string;
  /** Relative to the target, forward slashes. */
  target: string;
}

/** Every file of the template, with its name in the new site. */
function planFiles(templateDir: string): PlannedFile[] {
  const files: PlannedFile[] = [];
  for (const entry of fs.readdirSync(templateDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const source = path.join(entry.parentPath, entry.name);
    const relative = path.relative(templateDir, source).split(path.sep);
    const last = relative.length - 1;
    relative[last] = RENAMED[relative[last]!] ?? relative[last]!;
    files.push({ source, target: relative.join('/') });
  }
  return files.sort((a, b) => (a.target < b.target ? -1 : a.target > b.target ? 1 : 0));
}

/**
 * Copies the starter site into `dir` and writes its package.json (docsgen as a dependency, the
 * `dev`, `build` and `check` scripts). Nothing is written unless every file can be: a non-empty
 * folder without `force`, a target that is not a folder, or a template file whose place is taken
 * by a folder are refused with a diagnostic.
 */
export function scaffold(options: ScaffoldOptions): ScaffoldResult {
  const dir = path.resolve(options.dir);
  const templateDir = options.templateDir ?? STARTER_DIR;
  const shown = path.relative(process.cwd(), dir) || '.';
  const refuse = (code: string, message: string, file = shown): ScaffoldResult => ({
    ok: false,
    dir,
    diagnostic: error(code, message, { file }),
  });

  if (!fs.existsSync(templateDir)) {
    return refuse('init-missing-template', `The starter template is missing from the docsgen package: ${templateDir}`, templateDir);
  }
  if (fs.existsSync(dir)) {
    if (!fs.statSync(dir).isDirectory()) return refuse('init-not-a-folder', `${shown} exists and is not a folder`);
    const entries = fs.readdirSync(dir).filter((name) => !IGNORABLE.has(name));
    if (entries.length > 0 && !options.force) {
      return refuse(
        'init-not-empty',
        `The folder ${shown} is not empty (${entries.length} ${entries.length === 1 ? 'entry' : 'entries'}). ` +
          'Choose an empty or new folder, or pass --force to add the starter files to it ' +
          '(files with the same names are overwritten; nothing is deleted).',
      );
    }
  }

  const files = planFiles(templateDir);
  const overwritten: string[] = [];
  // Check every place first, so that a conflict leaves the folder as it was.
  for (const file of files) {
    const parts = file.target.split('/');
    for (let i = 1; i <= parts.length; i++) {
      const place = path.join(dir, ...parts.slice(0, i));
      let stat: fs.Stats;
      try {
        stat = fs.statSync(place);
      } catch {
        break; // missing: this place and everything under it will be created
      }
      const isLast = i === parts.length;
      if (isLast && !stat.isFile()) {
        return refuse('init-conflict', `Cannot write ${file.target}: a folder of that name exists in ${shown}`, file.target);
      }
      if (!isLast && !stat.isDirectory()) {
        const blocker = parts.slice(0, i).join('/');
        return refuse('init-conflict', `Cannot write ${file.target}: ${blocker} exists in ${shown} and is not a folder`, blocker);
      }
      if (isLast) overwritten.push(file.target);
    }
  }

  const packageJson = planPackageJson(dir, ...(options.docsgenRange ? [options.docsgenRange] : []));
  if (!packageJson.ok) return refuse('init-package-json', `Cannot add docsgen to ${path.join(shown, 'package.json')}: ${packageJson.reason}`, 'package.json');

  for (const file of files) {
    const target = path.join(dir, ...file.target.split('/'));
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(file.source, target);
  }
  fs.writeFileSync(path.join(dir, 'package.json'), packageJson.text);
  const written = [...files.map((file) => file.target), 'package.json'].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
  return { ok: true, dir, written, overwritten, updated: packageJson.updated ? ['package.json'] : [] };
}
