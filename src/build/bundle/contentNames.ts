import path from 'node:path';
import { keyDigest } from '../util/digest.js';
import { isInside } from '../util/files.js';
import { escapeRegExp } from '../util/regExp.js';

/** A file of a bundle: its name in the bundle's folder and its code. */
export interface NamedOutput {
  name: string;
  text: string;
}

/** A file of a bundle and what it was made from (`portableInput`s), to tell apart files of the same code. */
export interface BundledOutput extends NamedOutput {
  inputs: readonly string[];
}

/** esbuild's names: `[name]-[hash]` with its hash of 8 base-32 characters. */
const HASHED_NAME = /^(.+)-[A-Z2-7]{8}(\.\w+)$/;
const PLACEHOLDER = '\u0000chunk\u0000';

/**
 * The same files named by what they are instead of esbuild's hash. esbuild mixes into a chunk's
 * hash the path of each of its modules relative to the working folder (`absWorkingDir`), and the
 * site's demos and docsgen's runtime are not both inside one folder when docsgen is installed
 * elsewhere: the same sources in another folder got other names, and every page naming them
 * other bytes. Here a chunk's name is a digest of its own code (with the names of the chunks it
 * imports left out) and of its inputs' portable paths (two modules of the same code stay two
 * chunks), and of that digest of every chunk it reaches (imports may form cycles), as esbuild
 * does; the names in the code are then replaced by the new ones.
 */
export function nameByContent(outputs: readonly BundledOutput[]): NamedOutput[] {
  if (outputs.length === 0) return [];
  const index = new Map(outputs.map((output, at) => [output.name, at]));
  // Any name esbuild could give, then only those of this bundle (one pattern of all the names is slower).
  const stems = new Set(outputs.map((output) => escapeRegExp(output.name.replace(HASHED_NAME, '$1'))));
  const reference = new RegExp(`(?:${[...stems].join('|')})-[A-Z2-7]{8}\\.\\w+`, 'g');
  const imports = outputs.map((output) => new Set([...output.text.matchAll(reference)].flatMap((match) => index.get(match[0]) ?? [])));
  const own = outputs.map((output) =>
    keyDigest(
      output.text.replace(reference, (name) => (index.has(name) ? PLACEHOLDER : name)),
      ...output.inputs,
    ),
  );
  const names = outputs.map((output, at) => {
    const parts = HASHED_NAME.exec(output.name);
    if (!parts) throw new Error(`the bundle's file ${output.name} is not named [name]-[hash]`);
    const reached = [...reachable(at, imports)].filter((other) => other !== at).map((other) => own[other]!);
    const hash = keyDigest(own[at]!, ...reached.sort());
    return `${parts[1]}-${hash.slice(0, 10).toUpperCase()}${parts[2]}`;
  });
  return outputs.map((output, at) => ({ name: names[at]!, text: output.text.replace(reference, (name) => names[index.get(name) ?? -1] ?? name) }));
}

function reachable(start: number, imports: readonly ReadonlySet<number>[]): Set<number> {
  const seen = new Set([start]);
  const pending = [start];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    for (const imported of imports[next]!) {
      if (!seen.has(imported)) {
        seen.add(imported);
        pending.push(imported);
      }
    }
  }
  return seen;
}

/**
 * An input of a bundle as a path that is the same wherever the site and docsgen are: inside
 * docsgen, from its folder; inside the site, from its root; a package elsewhere (linked), from
 * its `node_modules`. `input` is as esbuild's metafile names it: relative to the working folder,
 * or a virtual module's `namespace:path` (made portable by its plugin).
 */
export function portableInput(input: string, workingDir: string, siteRoot: string, packageRoot: string): string {
  if (/^[\w-]+:/.test(input)) return input;
  const file = path.resolve(workingDir, input);
  const root = [packageRoot, siteRoot].find((folder) => isInside(folder, file));
  const parts = (root ? path.relative(root, file) : file).split(path.sep);
  const modules = parts.lastIndexOf('node_modules');
  return (root || modules < 0 ? parts : parts.slice(modules)).join('/');
}
