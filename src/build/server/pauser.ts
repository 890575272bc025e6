/** Resolves at once while the current slice of work lasts, else after the event loop has turned; gives the next pause. */
export type Pause = () => Promise<Pause>;

/**
 * Long loops give way to requests: `pause` resolves at once until `sliceMs` of work have passed,
 * then after the event loop has turned (answering the requests that came meanwhile), with a new pause.
 */
export function pauser(sliceMs = 10): Pause {
  const until = performance.now() + sliceMs;
  const pause: Pause = async () => {
    if (performance.now() < until) return pause;
    await new Promise((resolve) => setImmediate(resolve));
    return pauser(sliceMs);
  };
  return pause;
}
