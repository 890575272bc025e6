import type { Root, Text } from 'mdast';
import { walk } from '../walk.js';
import { EMOJI_SHORTCODES } from '../emoji/shortcodes.js';

/** `:name:` as gemoji names are spelled: letters, digits, `_`, `+` and `-`. */
const SHORTCODE = /:([a-z0-9_+-]+):/g;

/** `text` with its known shortcodes as emoji; unknown ones (`10:30:00`, `:not_an_emoji:`) stay as written. */
export function replaceShortcodes(text: string): string {
  return text.replace(SHORTCODE, (whole, name: string) => (Object.hasOwn(EMOJI_SHORTCODES, name) ? EMOJI_SHORTCODES[name]! : whole));
}

/** `:tada:` → 🎉 in the page's text, as GitHub, Docusaurus and VitePress do; never in code. */
export function remarkEmoji() {
  return (tree: Root): undefined => {
    // Code (`inlineCode`, `code`) and raw HTML are other node types: only prose is a `text` node.
    walk<Text>(tree, 'text', (node) => {
      node.value = replaceShortcodes(node.value);
    });
  };
}
