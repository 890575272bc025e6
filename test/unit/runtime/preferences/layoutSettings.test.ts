import { describe, expect, it } from 'vitest';
import { parseLayoutSettings, serializeLayoutSettings } from '../../../../src/runtime/preferences/layoutSettings.js';

describe('layout settings', () => {
  it('stores only what differs from the defaults, and nothing when nothing does', () => {
    expect(serializeLayoutSettings({ direction: 'ltr', dense: false, spacing: 8 }, 8)).toBeNull();
    expect(serializeLayoutSettings({ direction: 'rtl', dense: true, spacing: 10 }, 8)).toBe('{"direction":"rtl","dense":true,"spacing":10}');
    expect(serializeLayoutSettings({ direction: 'ltr', dense: false, spacing: 8 }, 6)).toBe('{"spacing":8}');
  });

  it('reads back what it stored', () => {
    const state = { direction: 'rtl', dense: true, spacing: 9 } as const;
    expect(parseLayoutSettings(serializeLayoutSettings(state, 8))).toEqual(state);
    expect(parseLayoutSettings(null)).toEqual({});
  });

  it('ignores what is malformed, keeping what is not', () => {
    expect(parseLayoutSettings('not json')).toEqual({});
    expect(parseLayoutSettings('[1,2]')).toEqual({});
    expect(parseLayoutSettings('null')).toEqual({});
    expect(parseLayoutSettings('{"direction":"up","dense":"yes","spacing":1e9}')).toEqual({});
    expect(parseLayoutSettings('{"direction":"rtl","spacing":0}')).toEqual({ direction: 'rtl' });
    expect(parseLayoutSettings('{"spacing":4.5,"dense":false}')).toEqual({ dense: false });
  });
});
