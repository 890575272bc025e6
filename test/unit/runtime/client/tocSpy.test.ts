import { describe, expect, it } from 'vitest';
import { sectionInView } from '../../../../src/runtime/client/tocSpy.js';

describe('sectionInView', () => {
  it('is the last heading whose top has reached the line', () => {
    expect(sectionInView([-900, -300, 120, 700], 240)).toBe(2);
    expect(sectionInView([-900, -300, 241, 700], 240)).toBe(1);
    expect(sectionInView([-900, -300, 240, 700], 240)).toBe(2);
  });

  it('is none before the first heading, and the last one past them all', () => {
    expect(sectionInView([300, 900], 240)).toBe(-1);
    expect(sectionInView([], 240)).toBe(-1);
    expect(sectionInView([-2000, -1000], 240)).toBe(1);
  });
});
