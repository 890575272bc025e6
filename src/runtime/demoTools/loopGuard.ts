import { parse } from 'acorn';
import { simple } from 'acorn-walk';

/** The name the guard is given to instrumented code by (a parameter of the function it runs in). */
export const LOOP_GUARD = '__docsgenLoopGuard';

interface Loop {
  body: { type: string; start: number; end: number };
}

/**
 * `code` (plain JavaScript: sucrase's output) with a call of the guard at the start of every
 * loop's body: a loop that runs too long then throws instead of freezing the page. Parsed with
 * acorn, so that strings, comments and regular expressions are never mistaken for loops.
 */
export function guardLoops(code: string): string {
  const program = parse(code, { ecmaVersion: 'latest', sourceType: 'script', allowReturnOutsideFunction: true });
  const inserts: { at: number; text: string }[] = [];
  const guard = (loop: Loop) => {
    const { body } = loop;
    if (body.type === 'BlockStatement') inserts.push({ at: body.start + 1, text: `${LOOP_GUARD}();` });
    else inserts.push({ at: body.start, text: `{${LOOP_GUARD}();` }, { at: body.end, text: '}' });
  };
  simple(program, { WhileStatement: guard, DoWhileStatement: guard, ForStatement: guard, ForInStatement: guard, ForOfStatement: guard });
  let guarded = code;
  // From the end, so that each place is still where the parser found it.
  for (const { at, text } of inserts.sort((a, b) => b.at - a.at)) guarded = guarded.slice(0, at) + text + guarded.slice(at);
  return guarded;
}

/**
 * The guard of one compiled piece of code: throws `stop()` once its loops have run for `limitMs`
 * in one go, counted again once the page runs another task. Not after the stack empties: a loop
 * that awaits in each turn (`for (;;) await null`) never lets the page run another task either.
 */
export function loopGuard(limitMs: number, stop: () => Error): () => void {
  let started: number | undefined;
  return () => {
    const now = performance.now();
    if (started === undefined) {
      started = now;
      setTimeout(() => (started = undefined));
    } else if (now - started > limitMs) throw stop();
  };
}
