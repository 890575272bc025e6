/**
 * What a stylesheet's text says about Tailwind, read before any of Tailwind is loaded: whether
 * the file is Tailwind's to compile, and where in it a problem is. Pure: text in, places out.
 */

/** A place in a file's text, as esbuild's messages give one (line 1-based, column 0-based). */
export interface TextPlace {
  line: number;
  column: number;
  length: number;
  lineText: string;
}

/** `@import "tailwindcss"` (or one of its parts, `tailwindcss/utilities.css`…), `@reference` of it, or a v3-style `@tailwind` directive. */
const TAILWIND_ENTRY = /@(?:import|reference)\s+(?:url\(\s*)?(["'])tailwindcss(?:\/[^"']*)?\1|@tailwind\s+[\w-]+/g;

/** At-rules only Tailwind reads: a stylesheet with one is compiled by Tailwind when the site has it. */
const TAILWIND_AT_RULE = /@(?:apply|reference|theme|utility|plugin|config|source|custom-variant|variant)\b/g;

/** The text with its comments blanked out, offsets kept: a commented-out `@import "tailwindcss"` is no import. */
function withoutComments(css: string): string {
  return css.replace(/\/\*[\s\S]*?(?:\*\/|$)/g, (comment) => comment.replace(/[^\n]/g, ' '));
}

/** The place of `offset` in `text`. */
export function placeAtOffset(text: string, offset: number, length = 0): TextPlace {
  const start = text.lastIndexOf('\n', offset - 1) + 1;
  const end = text.indexOf('\n', offset);
  const lineText = text.slice(start, end < 0 ? text.length : end).replace(/\r$/, '');
  let line = 1;
  for (let index = text.indexOf('\n'); index >= 0 && index < offset; index = text.indexOf('\n', index + 1)) line++;
  return { line, column: offset - start, length: Math.max(0, Math.min(length, lineText.length - (offset - start))), lineText };
}

/** Where the stylesheet imports Tailwind (`@import "tailwindcss"`, `@tailwind utilities`…): its first such line, or undefined. */
export function tailwindImport(css: string): TextPlace | undefined {
  const pattern = new RegExp(TAILWIND_ENTRY);
  const match = pattern.exec(withoutComments(css));
  return match ? placeAtOffset(css, match.index, match[0].length) : undefined;
}

/** Whether the stylesheet is Tailwind's to compile: it imports Tailwind or uses an at-rule only Tailwind reads (`@apply`, `@theme`…). */
export function usesTailwind(css: string): boolean {
  const text = withoutComments(css);
  return new RegExp(TAILWIND_ENTRY).test(text) || new RegExp(TAILWIND_AT_RULE).test(text);
}

/** Whether the stylesheet has a v3 `@tailwind base|components|utilities|variants` directive. */
export function hasTailwindDirective(css: string): boolean {
  return /@tailwind\s+[\w-]+/.test(withoutComments(css));
}

/**
 * Where an error Tailwind gives without a place is, read from its message: the first line of the
 * text that holds what the message quotes (`` Cannot apply unknown utility class `nope` `` → the
 * line with `@apply … nope`; `Can't resolve './x.css'` → the line importing it). Lines of
 * at-rules are preferred to others that merely mention the name.
 */
export function placeOfMessage(css: string, message: string): TextPlace | undefined {
  // A quote opens after a space or a bracket, not inside a word (the apostrophe of "Can't").
  const quoted = [...message.matchAll(/`([^`\n]+)`|(?<!\w)'([^'\n]+)'|(?<!\w)"([^"\n]+)"/g)].map((match) => (match[1] ?? match[2] ?? match[3])!);
  const text = withoutComments(css);
  for (const name of quoted) {
    const lines = text.split('\n');
    let offset = 0;
    let fallback: TextPlace | undefined;
    for (const lineText of lines) {
      const at = lineText.indexOf(name);
      if (at >= 0) {
        const place = placeAtOffset(css, offset + at, name.length);
        if (/^\s*@/.test(lineText) || /@apply\b/.test(lineText)) return place;
        fallback ??= place;
      }
      offset += lineText.length + 1;
    }
    if (fallback) return fallback;
  }
  return undefined;
}
