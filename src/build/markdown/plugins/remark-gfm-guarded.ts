import type { Nodes, Root } from 'mdast';
import { fromMarkdown, gfmAutolinkLiteralFromMarkdown, remarkGfm } from '../../vendor/markdownPackages.js';
import type { Data, Processor } from 'unified';

type MicromarkExtension = NonNullable<Data['micromarkExtensions']>[number];
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

/** The constructs of micromark-extension-gfm-autolink-literal (the syntax, as opposed to the pass above). */
const LITERAL_CONSTRUCTS = new Set(['wwwAutolink', 'protocolAutolink', 'emailAutolink']);

/**
 * What the literal constructs need in a text, as it stands in the tree parsed without them: every
 * character a literal is made of is plain data there (none starts another construct, `_` aside),
 * so it stays in a text node as it was written: `www.` and `http(s):` whole, and the `@` of an
 * email right after an atext character (letter, digit, `+ - . _`) of the same text node — or at
 * the node's start, when the `_` before it opened or closed emphasis. Escapes and character
 * references only add candidates (the constructs do not read through them).
 */
const LITERAL_CANDIDATE = /www\.|https?:|(?:^|[-.+\w])@/i;

/** True when a text node, anywhere, or an image's alt text (parsed as text too) holds a literal candidate. */
function mayHoldLiteral(node: Nodes): boolean {
  if (node.type === 'text') return LITERAL_CANDIDATE.test(node.value);
  if ((node.type === 'image' || node.type === 'imageReference') && node.alt) return LITERAL_CANDIDATE.test(node.alt);
  return 'children' in node && node.children.some(mayHoldLiteral);
}

/** The syntax extensions without the literal constructs (each text construct list filtered). */
function withoutLiteralConstructs(extensions: MicromarkExtension[]): MicromarkExtension[] {
  let removed = 0;
  const filtered = extensions.map((extension): MicromarkExtension => {
    if (!extension.text) return extension;
    const text: NonNullable<MicromarkExtension['text']> = {};
    for (const [code, constructs] of Object.entries(extension.text)) {
      const all = (Array.isArray(constructs) ? constructs : [constructs]).filter((construct) => construct !== undefined);
      const list = all.filter((construct) => !LITERAL_CONSTRUCTS.has(construct.name ?? ''));
      removed += all.length - list.length;
      if (list.length > 0) text[Number(code)] = list;
    }
    return { ...extension, text };
  });
  if (removed === 0) throw new Error('remark-gfm changed: cannot find the autolink-literal constructs (micromark-extension-gfm-autolink-literal)');
  return filtered;
}

/**
 * remark-gfm, with its autolink-literal work (`www.x.com`, `https://x.com`, `a@b.co` in text
 * become links) done only on pages whose text could hold a literal, for the same tree:
 * - the syntax's email construct is tried at every letter and digit of every text (a third of
 *   micromark's time on the 1000-page corpus): a page is parsed without the literal constructs,
 *   and parsed again with them only when its tree holds a candidate (`LITERAL_CANDIDATE`);
 * - the pass that finds the literals the syntax cannot walks the whole tree four times, once per
 *   pattern: it runs only where a text outside links holds a candidate (`CANDIDATE`).
 * Use it after remark-parse: it takes over the processor's parser.
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

  // Plugins used after this one add their syntax to `data`: the lists are read at the first parse.
  const data = this.data();
  let lists:
    { extensions: MicromarkExtension[]; withoutLiterals: MicromarkExtension[]; mdastExtensions: NonNullable<typeof data.fromMarkdownExtensions> } | undefined;
  this.parser = (document: string): Root => {
    if (!lists) {
      const extensions = (data.micromarkExtensions ?? []).flat();
      lists = { extensions, withoutLiterals: withoutLiteralConstructs(extensions), mdastExtensions: data.fromMarkdownExtensions ?? [] };
    }
    const { extensions, withoutLiterals, mdastExtensions } = lists;
    const tree = fromMarkdown(document, { extensions: withoutLiterals, mdastExtensions });
    return mayHoldLiteral(tree) ? fromMarkdown(document, { extensions, mdastExtensions }) : tree;
  };
}
