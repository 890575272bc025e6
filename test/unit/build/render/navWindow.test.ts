import { describe, expect, it } from 'vitest';
import { NAV_WINDOW, navWindow } from '../../../../src/build/render/navWindow.js';

const every = () => true;
/** The shown range and the hidden runs as [start, end, link]. */
const shape = (count: number, anchor: number, linkable: (index: number) => boolean = every) => {
  const window = navWindow(count, anchor, linkable);
  if (!window) return undefined;
  const run = (hidden: typeof window.before) => (hidden ? [hidden.start, hidden.end, hidden.link] : undefined);
  return { shown: [window.start, window.end], before: run(window.before), after: run(window.after) };
};

describe('navWindow', () => {
  it('shows a level of up to 20 items whole, as before', () => {
    expect(NAV_WINDOW.threshold).toBe(20);
    for (const count of [0, 1, 19, 20]) for (const anchor of [-1, 0, count - 1]) expect(navWindow(count, anchor, every)).toBeUndefined();
  });

  it('shows 7 items either side of the anchor in a wider level, each hidden run as one row', () => {
    expect(shape(100, 50)).toEqual({ shown: [43, 58], before: [0, 43, 42], after: [58, 100, 58] });
    expect(shape(21, 10)).toEqual({ shown: [3, 18], before: [0, 3, 2], after: [18, 21, 18] });
  });

  it('shifts the window at an edge to keep it full', () => {
    expect(shape(100, 0)).toEqual({ shown: [0, 15], before: undefined, after: [15, 100, 15] });
    expect(shape(100, 3)).toEqual({ shown: [0, 15], before: undefined, after: [15, 100, 15] });
    expect(shape(100, 99)).toEqual({ shown: [85, 100], before: [0, 85, 84], after: undefined });
    expect(shape(100, 95)).toEqual({ shown: [85, 100], before: [0, 85, 84], after: undefined });
  });

  it('starts at the first item when no item of the level is on the page path', () => {
    expect(shape(30, -1)).toEqual({ shown: [0, 15], before: undefined, after: [15, 30, 15] });
    expect(shape(30, 30)).toEqual(shape(30, -1));
  });

  it('shows a lone hidden item rather than a "Show 1 more" row', () => {
    // Items 0–14 around 8 would hide item 0 alone: it is shown, the window grows by one.
    expect(shape(40, 8)).toEqual({ shown: [0, 16], before: undefined, after: [16, 40, 16] });
    expect(shape(40, 31)).toEqual({ shown: [24, 40], before: [0, 24, 23], after: undefined });
    expect(shape(21, 7)).toEqual({ shown: [0, 15], before: undefined, after: [15, 21, 15] });
  });

  it('counts every hidden item once: shown plus hidden is the level', () => {
    for (let count = 21; count < 80; count += 7) {
      for (let anchor = -1; anchor < count; anchor++) {
        const window = navWindow(count, anchor, every)!;
        const hidden = (window.before ? window.before.end - window.before.start : 0) + (window.after ? window.after.end - window.after.start : 0);
        expect(window.end - window.start + hidden).toBe(count);
        expect(window.end - window.start).toBeGreaterThanOrEqual(15);
        expect(window.end - window.start).toBeLessThanOrEqual(17);
        if (anchor >= 0) expect(anchor >= window.start && anchor < window.end).toBe(true);
        if (window.before) expect(window.before).toMatchObject({ start: 0, end: window.start });
        if (window.after) expect(window.after).toMatchObject({ start: window.end, end: count });
      }
    }
  });

  it('links a hidden run to its linkable item nearest the window', () => {
    // Items 40–42 have no page (or only an external link): the row before the window links to 39.
    const linkable = (index: number) => index < 40 || index > 42;
    expect(shape(100, 50, linkable)).toEqual({ shown: [43, 58], before: [0, 43, 39], after: [58, 100, 58] });
    const afterGap = (index: number) => index < 58 || index >= 61;
    expect(shape(100, 50, afterGap)?.after).toEqual([58, 100, 61]);
    // Nothing linkable in a run: the row has no link (the runtime still shows the items).
    expect(shape(100, 99, (index) => index >= 85)?.before).toEqual([0, 85, undefined]);
  });

  it('takes other sizes', () => {
    const window = navWindow(12, 6, every, { threshold: 5, before: 1, after: 1, minRun: 1 });
    expect(window).toMatchObject({ start: 5, end: 8, before: { start: 0, end: 5, link: 4 }, after: { start: 8, end: 12, link: 8 } });
  });
});
