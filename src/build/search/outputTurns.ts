/** Waits for this caller's turn; the function it resolves to ends the turn. */
export type TakeTurn = () => Promise<() => void>;

/**
 * Turns taken one at a time, in the order asked for. Pagefind's memory is small while it takes a
 * part's pages (~0.07 MB a page) and peaks while it writes the part (~0.3 MB a page): parts
 * indexed at once add their pages together but write one at a time, so the build's memory is
 * that of one part written and one being filled.
 */
export function outputTurns(): TakeTurn {
  let last = Promise.resolve();
  return async () => {
    let end!: () => void;
    const previous = last;
    last = new Promise<void>((resolve) => (end = resolve));
    await previous;
    let ended = false;
    return () => {
      if (!ended) end();
      ended = true;
    };
  };
}
