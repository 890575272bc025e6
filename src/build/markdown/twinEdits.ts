/**
 * What a page's Markdown twin changes in the page's markdown: spans of the source (offsets into
 * the body the markdown pipeline parsed) and what each becomes. Collected while the page is parsed
 * (remark-twin-edits), applied once its demos are known (markdownTwin).
 */
export type TwinChange =
  /** A `{{"demo"}}` paragraph: the demo's code. */
  | { kind: 'demo'; name: string }
  /** A `{{"component"}}` paragraph: a note naming it. */
  | { kind: 'component'; name: string }
  /** A `:::name` callout: its content (from `contentStart` to `contentEnd`) as a blockquote. */
  | { kind: 'callout'; name: string; contentStart: number; contentEnd: number }
  /** A link's, image's or definition's destination, as written: made absolute to the site. */
  | { kind: 'url'; href: string; angle: boolean; image: boolean }
  /** HTML replaced by text (a description paragraph's text, or nothing for a comment or an anchor). */
  | { kind: 'text'; text: string };

export interface TwinEdit {
  start: number;
  end: number;
  change: TwinChange;
}
