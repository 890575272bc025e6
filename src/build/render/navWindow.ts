/**
 * Which items of one level of the side navigation a page shows. A level of at most `threshold`
 * items is shown whole, as it always was; a wider one shows a window around the item on the
 * page's path (its first items when none is), and each run of items it hides becomes one
 * "Show N more" row, a link to the hidden item nearest the window so that, without JavaScript,
 * following such rows reaches every page. A page's nav therefore stays the same size however
 * many items a level has.
 */

export interface NavWindowOptions {
  /** Levels with more items than this are windowed. */
  threshold: number;
  /** Items shown before and after the anchor (the window shifts at an edge to stay full). */
  before: number;
  after: number;
  /** A hidden run shorter than this is shown instead: its "Show N more" row would save nothing. */
  minRun: number;
}

/**
 * 20: the widest ordinary level of the real MUI manifests has 19 items (Material UI's guides),
 * so they render as before, while the API reference list (136) or a generated section of
 * hundreds of groups is windowed. A window of 7 + 1 + 7 shows more items than most levels have.
 */
export const NAV_WINDOW: NavWindowOptions = { threshold: 20, before: 7, after: 7, minRun: 2 };

/** Hidden items `start` to `end` (exclusive) of a level, replaced by one "Show N more" row. */
export interface HiddenRun {
  start: number;
  end: number;
  /** The item whose page the row links to (the linkable hidden item nearest the window), if any. */
  link: number | undefined;
}

/** Items `start` to `end` (exclusive) are shown; the runs before and after them are hidden. */
export interface LevelWindow {
  start: number;
  end: number;
  before: HiddenRun | undefined;
  after: HiddenRun | undefined;
}

/**
 * The window of a level of `count` items around `anchor` (the item on the page's path, or -1),
 * or undefined when the level is shown whole. `linkable(i)` tells whether item `i` has a page to
 * link to (its own or, for a group, its first page's).
 */
export function navWindow(
  count: number,
  anchor: number,
  linkable: (index: number) => boolean,
  options: NavWindowOptions = NAV_WINDOW,
): LevelWindow | undefined {
  if (count <= options.threshold) return undefined;
  const size = options.before + 1 + options.after;
  const center = anchor >= 0 && anchor < count ? anchor : 0;
  let start = Math.max(0, Math.min(center - options.before, count - size));
  let end = Math.min(count, start + size);
  if (start < options.minRun) start = 0;
  if (count - end < options.minRun) end = count;
  if (start === 0 && end === count) return undefined;
  return {
    start,
    end,
    before: start > 0 ? { start: 0, end: start, link: nearest(start - 1, -1, 0, linkable) } : undefined,
    after: end < count ? { start: end, end: count, link: nearest(end, 1, count - 1, linkable) } : undefined,
  };
}

/** The first linkable index from `from` towards `to` (inclusive), stepping by `step`. */
function nearest(from: number, step: 1 | -1, to: number, linkable: (index: number) => boolean): number | undefined {
  for (let index = from; step > 0 ? index <= to : index >= to; index += step) if (linkable(index)) return index;
  return undefined;
}
