/** What a fence's meta string (```` ```tsx title="App.tsx" {2,4-5} ````) says about its block. */
export interface CodeMeta {
  /** The file name shown above the code. */
  title?: string;
  /** The lines (from 1) to highlight, in order. */
  lines: number[];
}

const TITLE = /(?:^|\s)title=(?:"([^"]*)"|'([^']*)'|(\S+))/;
const LINE_RANGES = /(?:^|\s)\{([\d\s,-]+)\}(?=\s|$)/;
/** A block has at most this many lines highlighted: `{1-99999999}` must not build a huge list. */
const MAX_LINE = 100_000;

/** `2,4-5` → [2, 4, 5]; ranges given backwards count too, a part that is no number or range is skipped. */
export function parseLineRanges(ranges: string): number[] {
  const lines = new Set<number>();
  for (const part of ranges.split(',')) {
    const range = /^\s*(\d+)\s*(?:-\s*(\d+)\s*)?$/.exec(part);
    if (!range) continue;
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    for (let line = Math.max(1, Math.min(from, to)); line <= Math.min(MAX_LINE, Math.max(from, to)); line++) lines.add(line);
  }
  return [...lines].sort((a, b) => a - b);
}

export function parseCodeMeta(meta: string | null | undefined): CodeMeta {
  if (!meta) return { lines: [] };
  const title = TITLE.exec(meta);
  const titleText = title ? (title[1] ?? title[2] ?? title[3] ?? '').trim() : '';
  const ranges = LINE_RANGES.exec(meta);
  return { ...(titleText ? { title: titleText } : {}), lines: ranges ? parseLineRanges(ranges[1]!) : [] };
}
