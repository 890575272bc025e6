import type { Nodes, Root } from 'mdast';
import { gfmAutolinkLiteralFromMarkdown, remarkGfm } from '../../vendor/markdownPackages.js';
import type { Processor } from 'unified';

type Transform = NonNullable<ReturnType<typeof gfmAutolinkLiteralFromMarkdown>['transforms']>[number];

const autolinkLiterals: Transform | undefined = gfmAutolinkLiteralFromMarkdown().transforms?.[0];

/**
 * Text that the autolink-literal pass could turn into a link: its patterns all need `@` (email,
 * `mailto:`, `xmpp:`), `www.` or `http(s)://` (case-insensitive).
 */
const CANDIDATE = /@|www\.|https?:\/\//i;

/** True when a text node outside links (the pass skips `link` and `linkReference`) holds a candidate. */
function hasCandidate(node: Nodes): boolean {
  if (node.type === 'text') return CANDIDATE.test(node.value);
  if (node.type === 'link' || node.type === 'linkReference') return false;
  return 'children' in node && node.children.some(hasCandidate);
}

function guardedAutolinkLiterals(this: ThisParameterType<Transform>, tree: Root): ReturnType<Transform> {
  return hasCandidate(tree) ? autolinkLiterals!.call(this, tree) : undefined;
}

/**
 * remark-gfm, with its autolink-literal pass (`www.x.com`, `a@b.co` in text become links) run
 * only on pages whose text could hold one. The pass walks the whole tree four times, once per
 * pattern, and finds nothing on most pages: skipping it there changes no output.
 */
export function remarkGfmGuarded(this: Processor): undefined {
  remarkGfm.call(this);
  let guarded = 0;
  for (const extension of (this.data().fromMarkdownExtensions ?? []).flat()) {
    if (!extension.transforms?.includes(autolinkLiterals!)) continue;
    extension.transforms = extension.transforms.map((transform) => (transform === autolinkLiterals ? guardedAutolinkLiterals : transform));
    guarded++;
  }
  if (guarded !== 1) {
    throw new Error('remark-gfm changed: cannot find its autolink-literal transform (mdast-util-gfm-autolink-literal)');
  }
}
