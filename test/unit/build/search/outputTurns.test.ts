import { describe, expect, it } from 'vitest';
import { outputTurns } from '../../../../src/build/search/outputTurns.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('outputTurns', () => {
  const writeAll = async (budget: number, parts: [name: string, pages: number][]) => {
    const takeTurn = outputTurns(budget);
    const log: string[] = [];
    const take = async ([name, pages]: [string, number]) => {
      const end = await takeTurn(pages);
      log.push(`${name} starts`);
      await tick();
      log.push(`${name} ends`);
      end();
    };
    await Promise.all(parts.map(take));
    return log;
  };

  it('gives one turn at a time, in the order asked for, to parts that do not fit together', async () => {
    expect(
      await writeAll(1000, [
        ['a', 600],
        ['b', 600],
        ['c', 600],
      ]),
    ).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('lets parts whose pages fit in the budget write together, and a part larger than it alone', async () => {
    expect(
      await writeAll(1000, [
        ['a', 500],
        ['b', 500],
        ['c', 1200],
        ['d', 10],
      ]),
    ).toEqual(['a starts', 'b starts', 'a ends', 'b ends', 'c starts', 'c ends', 'd starts', 'd ends']);
  });

  it('keeps the order: a small part waits behind a large one that waits', async () => {
    const takeTurn = outputTurns(1000);
    const first = await takeTurn(600);
    const started: string[] = [];
    const large = takeTurn(600).then((end) => (started.push('large'), end));
    const small = takeTurn(100).then((end) => (started.push('small'), end));
    await tick();
    expect(started).toEqual([]);
    first();
    (await large)();
    (await small)();
    expect(started).toEqual(['large', 'small']);
  });

  it('waits for a turn that is not ended, and ignores a second end', async () => {
    const takeTurn = outputTurns(1000);
    const first = await takeTurn(800);
    let second = false;
    const waiting = takeTurn(800).then((end) => {
      second = true;
      return end;
    });
    const third = takeTurn(800);
    await tick();
    expect(second).toBe(false);
    first();
    first();
    const endSecond = await waiting;
    expect(second).toBe(true);
    let thirdStarted = false;
    void third.then(() => (thirdStarted = true));
    await tick();
    expect(thirdStarted).toBe(false);
    endSecond();
    await third;
  });
});
