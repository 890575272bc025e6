import { describe, expect, it } from 'vitest';
import { jsonShape } from '../../../../src/build/server/jsonShape.js';

describe('jsonShape', () => {
  it('measures depth and keys of objects and arrays', () => {
    expect(jsonShape('1')).toEqual({ depth: 0, keys: 0 });
    expect(jsonShape('{}')).toEqual({ depth: 1, keys: 0 });
    expect(jsonShape('{"a":{"b":[1,[2]]},"c":3}')).toEqual({ depth: 4, keys: 3 });
  });

  it('skips strings, escaped quotes included', () => {
    expect(jsonShape(JSON.stringify({ a: '{[:"\\\\"]}', b: 'x' }))).toEqual({ depth: 1, keys: 2 });
  });

  it('measures broken or huge text without parsing it', () => {
    expect(jsonShape('['.repeat(100_000))).toEqual({ depth: 100_000, keys: 0 });
  });
});
