import { describe, expect, it } from 'vitest';
import { outputTurns } from '../../../../src/build/search/outputTurns.js';

const tick = () => new Promise((resolve) => setTimeout(resolve, 5));

describe('outputTurns', () => {
  it('gives one turn at a time, in the order asked for', async () => {
    const takeTurn = outputTurns();
    const log: string[] = [];
    const take = async (name: string) => {
      const end = await takeTurn();
      log.push(`${name} starts`);
      await tick();
      log.push(`${name} ends`);
      end();
    };
    await Promise.all([take('a'), take('b'), take('c')]);
    expect(log).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('waits for a turn that is not ended, and ignores a second end', async () => {
    const takeTurn = outputTurns();
    const first = await takeTurn();
    let second = false;
    const waiting = takeTurn().then((end) => {
      second = true;
      return end;
    });
    const third = takeTurn();
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
