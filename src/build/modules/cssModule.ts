import fs from 'node:fs';
import path from 'node:path';
import type { CSSModuleExports, transform as Transform } from 'lightningcss';
import { INSTALL_COMMAND, requireOptionalPackage } from '../util/optionalPackages.js';

/** A CSS module compiled: its CSS with scoped class names, and the map a JavaScript import of it gets. */
export interface CompiledCssModule {
  css: string;
  classes: Record<string, string>;
}

/** A CSS module lightningcss cannot read, with the place of the problem (1-based). */
export class CssModuleError extends Error {
  constructor(
    message: string,
    readonly file: string,
    readonly line: number,
    readonly column: number,
  ) {
    super(message);
  }
}

export const CSS_MODULE = /\.module\.css$/;

/**
 * The scoped names: the file's name, the class and a hash of the file's path from the site root.
 * Neither esbuild's `local-css` (it numbers names that collide within one build, so the server's
 * build and the browser's, of other sets of files, could disagree) nor the absolute path (other on
 * another machine): the same file gets the same names in every build, on the server and in the browser.
 */
const PATTERN = '[name]_[local]_[hash]';

const transforms = new Map<string, typeof Transform>();

/**
 * lightningcss's `transform`, the site's own (else the one beside docsgen): an optional peer
 * dependency of docsgen (a 10 MB native binary), which only a site with CSS modules installs.
 * Looked for again while it is missing: `serve` takes it once the site installs it.
 */
function lightningCss(siteRoot: string): typeof Transform | undefined {
  let found = transforms.get(siteRoot);
  if (!found) {
    found = requireOptionalPackage<{ transform: typeof Transform }>(siteRoot, 'lightningcss')?.transform;
    if (found) transforms.set(siteRoot, found);
  }
  return found;
}

/**
 * Compiles the CSS module `file` (absolute) with lightningcss. `composes: x from './other.module.css'`
 * takes the names that other module gets. `code` is the module's text when a step before made it
 * (Tailwind's `@apply`): its names are the file's all the same. Throws CssModuleError for CSS it cannot read.
 */
export function compileCssModule(file: string, siteRoot: string, seen: ReadonlySet<string> = new Set(), code?: string): CompiledCssModule {
  const filename = path.relative(siteRoot, file).split(path.sep).join('/');
  const transform = lightningCss(siteRoot);
  if (!transform) throw new CssModuleError(`CSS modules need lightningcss, which is not installed: ${INSTALL_COMMAND.lightningcss}`, file, 0, 0);
  let result: ReturnType<typeof Transform>;
  try {
    result = transform({ filename, code: code !== undefined ? Buffer.from(code) : fs.readFileSync(file), cssModules: { pattern: PATTERN } });
  } catch (cause) {
    const loc = (cause as { loc?: { line: number; column: number } }).loc;
    throw new CssModuleError(cause instanceof Error ? cause.message : String(cause), file, loc?.line ?? 0, loc?.column ?? 0);
  }
  return { css: result.code.toString(), classes: classMap(result.exports ?? {}, file, siteRoot, new Set([...seen, file])) };
}

function classMap(exports: CSSModuleExports, file: string, siteRoot: string, seen: ReadonlySet<string>): Record<string, string> {
  const classes: Record<string, string> = {};
  for (const [local, entry] of Object.entries(exports).sort(([a], [b]) => (a < b ? -1 : 1))) {
    const names = [entry.name];
    for (const composed of entry.composes) {
      if (composed.type !== 'dependency') names.push(composed.name);
      else {
        const other = path.resolve(path.dirname(file), composed.specifier);
        if (!seen.has(other)) names.push(compileCssModule(other, siteRoot, seen).classes[composed.name] ?? composed.name);
      }
    }
    classes[local] = names.join(' ');
  }
  return classes;
}
