import { describe, expect, it } from 'vitest';
import { EditMap } from '../../../../src/build/vendor/markdownPackages.js';
import { useLinearEditMap } from '../../../../src/build/markdown/linearEditMap.js';

/** micromark-util-edit-map's own `consume`, as published (1.0.0), for comparison. */
function referenceConsume(map: Array<[number, number, unknown[]]>, events: unknown[]): void {
  map.sort((a, b) => a[0] - b[0]);
  if (map.length === 0) return;
  let index = map.length;
  const vecs: unknown[][] = [];
  while (index > 0) {
    index -= 1;
    vecs.push(events.slice(map[index]![0] + map[index]![1]), map[index]![2]);
    events.length = map[index]![0];
  }
  vecs.push(events.slice());
  events.length = 0;
  let slice = vecs.pop();
  while (slice) {
    for (const element of slice) events.push(element);
    slice = vecs.pop();
  }
}

describe('the linear EditMap.consume', () => {
  it('applies any edits exactly as micromark does', () => {
    useLinearEditMap();
    expect(EditMap.prototype.consume.name).toBe('consumeFromFirstEdit');
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let round = 0; round < 500; round++) {
      const events = Array.from({ length: 1 + random(40) }, (_, i) => `e${i}`);
      const edits: Array<[number, number, unknown[]]> = [];
      for (let n = random(5); n > 0; n--) {
        const at = random(events.length + 1);
        edits.push([at, random(4), Array.from({ length: random(3) }, (_, i) => `a${round}-${n}-${i}`)]);
      }
      const map = new EditMap();
      for (const [at, remove, add] of edits) (random(2) ? map.add : map.addBefore).call(map, at, remove, add as never[]);
      const expected = [...events];
      referenceConsume(
        map.map.map(([at, remove, add]) => [at, remove, [...add]]),
        expected,
      );
      const actual = [...events];
      map.consume(actual as never[]);
      expect(actual, JSON.stringify(edits)).toEqual(expected);
      expect(map.map).toEqual([]);
    }
  });
});
