/**
 * The TypeScript compiler API, loaded only by a site that documents an API (it is 9 MB of
 * JavaScript). TypeScript 7, which typechecks and builds docsgen, is native and has no stable
 * compiler API: the last JavaScript release (6.0, docsgen's `typescript`) does.
 */
import type ts from 'typescript';

export type TypeScript = typeof ts;

let loaded: Promise<TypeScript> | undefined;

export function loadTypeScript(): Promise<TypeScript> {
  loaded ??= import('typescript').then((module) => module.default);
  return loaded;
}
