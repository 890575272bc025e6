import type { ElementContent, Properties } from 'hast';
import { common, createLowlight } from '../vendor/highlight.js';

/** highlight.js with its common grammars (the set rehype-highlight uses): one per thread. */
const lowlight = createLowlight(common);

export function isHighlightable(language: string): boolean {
  return lowlight.registered(language);
}

function cloneNodes(nodes: readonly ElementContent[]): ElementContent[] {
  return nodes.map((node) =>
    node.type === 'element' ? { ...node, properties: cloneProperties(node.properties), children: cloneNodes(node.children) } : { ...node },
  );
}

function cloneProperties(properties: Properties): Properties {
  const copy = { ...properties };
  if (Array.isArray(copy.className)) copy.className = [...copy.className];
  return copy;
}

export interface HighlighterLimits {
  /** Highlighted blocks kept; the least recently used goes first. */
  cached: number;
  /** Blocks remembered as seen once (their text only). */
  seen: number;
}

/**
 * highlight.js through lowlight, with a cache of identical blocks (install commands, snippets
 * repeated across pages, a page that `serve --watch` renders again). A block is cached the second
 * time it is met, so that pages of unique blocks pay nothing for it; later sightings get a copy of
 * the cached nodes.
 */
export class CodeHighlighter {
  private readonly cache = new Map<string, ElementContent[]>();
  private readonly seen = new Set<string>();

  constructor(private readonly limits: HighlighterLimits = { cached: 256, seen: 4096 }) {}

  get cachedBlocks(): number {
    return this.cache.size;
  }

  isCached(language: string, code: string): boolean {
    return this.cache.has(`${language}\0${code}`);
  }

  /** `code` highlighted as `language` (see `isHighlightable`): hast nodes with `hljs-*` classes. */
  highlight(language: string, code: string): ElementContent[] {
    const key = `${language}\0${code}`;
    const cached = this.cache.get(key);
    if (cached) {
      this.cache.delete(key);
      this.cache.set(key, cached);
      return cloneNodes(cached);
    }
    const nodes = lowlight.highlight(language, code).children as ElementContent[];
    if (this.seen.delete(key)) {
      if (this.cache.size >= this.limits.cached) this.cache.delete(this.cache.keys().next().value!);
      this.cache.set(key, cloneNodes(nodes));
    } else {
      if (this.seen.size >= this.limits.seen) this.seen.delete(this.seen.values().next().value!);
      this.seen.add(key);
    }
    return nodes;
  }
}

/** The highlighter of this thread, shared by every page it renders. */
export const codeHighlighter = new CodeHighlighter();
