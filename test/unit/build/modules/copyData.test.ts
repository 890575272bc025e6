import { describe, expect, it } from 'vitest';
import { copyData } from '../../../../src/build/modules/copyData.js';

describe('copyData', () => {
  it('copies plain objects and arrays, running each getter once', () => {
    let reads = 0;
    const value = {
      items: [{ pathname: '/a' }],
      get title() {
        reads++;
        return 'T';
      },
    };
    const copy = copyData(value) as { items: unknown[]; title: string };
    expect(copy).toEqual({ items: [{ pathname: '/a' }], title: 'T' });
    expect(Object.getOwnPropertyDescriptor(copy, 'title')?.get).toBeUndefined();
    expect(copy.items).not.toBe(value.items);
    void copy.title;
    expect(reads).toBe(1);
  });

  it('keeps cycles as cycles, and other objects as they are', () => {
    const date = new Date(0);
    const node: Record<string, unknown> = { date };
    node.self = node;
    const copy = copyData(node) as Record<string, unknown>;
    expect(copy.self).toBe(copy);
    expect(copy.date).toBe(date);
  });

  it('copies a 100,000-deep nesting without overflowing the stack', () => {
    let deep: unknown = [];
    for (let i = 0; i < 100_000; i++) deep = [deep];
    let copy = copyData(deep) as unknown[];
    let depth = 0;
    while (copy.length > 0) {
      copy = copy[0] as unknown[];
      depth++;
    }
    expect(depth).toBe(100_000);
  });

  it('passes on what a getter throws', () => {
    expect(() =>
      copyData({
        get boom(): never {
          throw new Error('getter threw');
        },
      }),
    ).toThrow('getter threw');
  });
});
