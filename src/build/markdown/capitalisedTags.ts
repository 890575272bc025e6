/** A `<Button …>`-style tag in a page's raw HTML, which browsers read as a plain element. */
export const CAPITALISED_TAG = 'capitalised-tag';

const COMMENT = /<!--[\s\S]*?(?:-->|$)/g;
// An opening tag whose name starts with a capital (`<Button`, `<Tabs.Panel`), not a closing one.
const OPENING = /<([A-Z][\w.-]*)(?=[\s/>]|$)/g;

/** Where a capitalised tag starts in a piece of raw HTML: lines after its first, and its column there (1-based). */
export interface TagPlace {
  name: string;
  lines: number;
  column: number;
}

/** The capitalised opening tags of raw HTML (comments left out), in order. */
export function capitalisedTags(html: string): TagPlace[] {
  if (!/<[A-Z]/.test(html)) return [];
  // Comments blanked, not removed: the offsets stay those of the source.
  const text = html.replace(COMMENT, (comment) => comment.replace(/[^\n]/g, ' '));
  return [...text.matchAll(OPENING)].map((match) => {
    const before = text.slice(0, match.index);
    const lineStart = before.lastIndexOf('\n') + 1;
    return { name: match[1]!, lines: before.split('\n').length - 1, column: match.index - lineStart + 1 };
  });
}

/** Where a tag of raw HTML written at `line`/`column` is in the page (its first line starts at `column`). */
export const tagLineColumn = (tag: TagPlace, line: number, column: number) => ({
  line: line + tag.lines,
  column: tag.lines === 0 ? column + tag.column - 1 : tag.column,
});

export const capitalisedTagMessage = (name: string) =>
  `<${name}> in markdown is raw HTML, not the React component: the browser makes it a plain <${name.toLowerCase()}> element. ` +
  `Show the component with a demo ({{"demo": "${name}Demo.js"}}) or a content component ({{"component": "${name}"}}, mapped in the config's "components")`;
