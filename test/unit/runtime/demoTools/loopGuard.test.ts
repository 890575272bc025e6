import { describe, expect, it } from 'vitest';
import { compileDemo, LiveCodeError } from '../../../../src/runtime/demoTools/liveCode.js';
import { guardLoops, LOOP_GUARD, loopGuard } from '../../../../src/runtime/demoTools/loopGuard.js';

const modules = {
  'react/jsx-runtime': () => Promise.resolve({ __esModule: true, jsx: (type: unknown) => ({ type }), jsxs: (type: unknown) => ({ type }) }),
};
const calls = (code: string) => guardLoops(code).split(`${LOOP_GUARD}();`).length - 1;

describe('guardLoops', () => {
  it('guards the body of every kind of loop, blocks or single statements, nested too', () => {
    expect(calls('while (true) {}')).toBe(1);
    expect(calls('do x++; while (x < 3)')).toBe(1);
    expect(calls('for (;;);')).toBe(1);
    expect(calls('for (const k in o) for (const v of o[k]) while (v) v--;')).toBe(3);
    expect(calls('const f = () => { label: for (let i = 0; i < 3; i++) { if (i) continue label; } };')).toBe(1);
    expect(guardLoops('for (;;) x();')).toBe(`for (;;) {${LOOP_GUARD}();x();}`);
  });

  it('never takes a loop in a string, a comment, a template or a regular expression for one', () => {
    const code = 'const s = "while (true) {}"; // for (;;) {}\nconst t = `for (;;) {}`; const r = /while(1){}/;';
    expect(guardLoops(code)).toBe(code);
  });

  it('keeps what the code does', () => {
    const guarded = guardLoops('let n = 0; for (let i = 0; i < 5; i++) n += i; while (n > 3) n--; return n;');
    expect(new Function(LOOP_GUARD, guarded)(() => {})).toBe(3);
  });
});

describe('loopGuard', () => {
  it('stops a loop that runs over its limit in one go, and counts afresh in the next task', async () => {
    const guard = loopGuard(50, () => new LiveCodeError('stopped'));
    const started = performance.now();
    expect(() => {
      for (;;) guard();
    }).toThrow('stopped');
    expect(performance.now() - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve));
    expect(() => guard()).not.toThrow();
  });

  it('stops a loop that awaits in each turn: it never lets the page run another task either', async () => {
    const guard = loopGuard(50, () => new LiveCodeError('stopped'));
    const run = async () => {
      for (;;) {
        guard();
        await null;
      }
    };
    await expect(run()).rejects.toThrow('stopped');
  });
});

describe('compileDemo with an endless loop', () => {
  it('stops a loop at the module top level and says so', async () => {
    const stopped: Error[] = [];
    const compiled = compileDemo('while (true) {}\nexport default () => null;', modules, { loopLimitMs: 50, onLoopStopped: (error) => stopped.push(error) });
    await expect(compiled).rejects.toThrow(LiveCodeError);
    await expect(compiled).rejects.toThrow('A loop ran for over 0.05 s without ending and was stopped: is it endless?');
    expect(stopped).toHaveLength(1);
  });

  it('stops a loop in the component when it renders, never one that ends', async () => {
    const Demo = (await compileDemo('export default function Demo() { for (;;) {} return <div />; }', modules, { loopLimitMs: 50 })) as () => unknown;
    expect(() => Demo()).toThrow(/was stopped/);
    const code = 'export default function Sum() { let n = 0; for (let i = 0; i < 100000; i++) n += i; return <div>{n}</div>; }';
    const Sum = (await compileDemo(code, modules, { loopLimitMs: 50 })) as unknown as () => { type: unknown };
    expect(Sum().type).toBe('div');
  });
});
