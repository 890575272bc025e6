import { describe, expect, it } from 'vitest';
import { jsonDepthPlace, jsonSyntaxError, parseJson, tooDeepPath } from '../../../../src/build/util/json.js';

describe('parseJson', () => {
  it('gives the line and column of the bad token for every kind of JSON error', () => {
    const cases: Array<[string, number, number, string]> = [
      ['{\n  "a": 1,\n}\n', 3, 1, `Unexpected "}": expected a "quoted" key`],
      ['{\n  "a": tru\n}', 2, 8, 'Unexpected "t": expected a value'],
      ['{\n  "a": 1\n  "b": 2\n}', 3, 3, `Unexpected "\\"": expected ',' or '}'`],
      ['[1,\n 2,\n ]', 3, 2, 'Unexpected "]": expected a value'],
      ['{"a": "x\ny"}', 1, 9, 'Unexpected "\\n": expected the closing " of the string'],
      ['{"a": 1', 1, 8, "Unexpected end of file: expected ',' or '}'"],
      ['', 1, 1, 'Unexpected end of file: expected a value'],
      ['{} x', 1, 4, 'Unexpected "x": expected the end of the file'],
      ['{"a" 1}', 1, 6, 'Unexpected "1": expected \':\' after the key'],
    ];
    for (const [source, line, column, message] of cases) {
      const parsed = parseJson(source);
      expect(parsed, source).toEqual({ ok: false, line, column, message: expect.stringContaining(message) });
    }
  });

  it('parses valid JSON (a byte order mark allowed) and finds no error in it', () => {
    expect(parseJson('\ufeff{"a": [1, -2.5e3, "\\u0041\\n", true, false, null]}')).toEqual({ ok: true, value: { a: [1, -2500, 'A\n', true, false, null] } });
    expect(jsonSyntaxError('{"a": [1, -2.5e3, "\\u0041\\n", true, false, null, {}, []]}')).toBeUndefined();
  });

  it('locates an error 100,000 levels deep without overflowing the stack', () => {
    const source = '['.repeat(100_000) + ']'.repeat(99_999) + ',';
    expect(parseJson(source)).toMatchObject({
      ok: false,
      line: 1,
      column: 200_001,
      message: 'Unexpected end of file: expected a value (a "string", number, object, array, true, false or null)',
    });
  });
});

describe('tooDeepPath and jsonDepthPlace', () => {
  it('find where data nests deeper than the limit, at any depth, cycles included', () => {
    const text = `{"a": [1, {"b": ${'['.repeat(100_000)}${']'.repeat(100_000)}}]}`;
    expect(jsonDepthPlace(text, 3)).toEqual({ line: 1, column: 17 });
    expect(jsonDepthPlace('{"a": "[[[[[["}', 3)).toBeUndefined();
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = [deep];
    expect(tooDeepPath({ a: [1, { b: deep }] }, 3)).toBe('a[1].b');
    const cyclic: Record<string, unknown> = { x: 1 };
    cyclic.self = cyclic;
    expect(tooDeepPath(cyclic, 3)).toBeUndefined();
    expect(tooDeepPath({ a: { b: 1 } }, 3)).toBeUndefined();
  });
});
