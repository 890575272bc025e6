import { getEnvironmentData, setEnvironmentData } from 'node:worker_threads';

/**
 * Which piece of a site's code (config, manifest, component, demo) the thread is running, in
 * shared memory: a thread that runs out of memory is stopped by V8 before any of its JS can say
 * where it was, so the thread that started it reads the place from here afterwards. One writer
 * per buffer (the thread it was given to); a write costs a string encode, no message.
 */
export interface UserCodePlace {
  /** The file, relative to the site root. */
  file: string;
  /** The page being rendered, for a demo or component render. */
  page?: string;
  /**
   * The route of the page being rendered when the work is the page itself (its markdown, its
   * shell, an API page's reference), not site code in it: `file` is then its source.
   */
  route?: string;
}

/** What the thread was doing at `place`, for a message: `Rendering the page /a/`, `Rendering it on /a/`, `Evaluating it`. */
export const runningWhat = (place: UserCodePlace): string =>
  place.route ? `Rendering the page ${place.route}` : place.page ? `Rendering it on ${place.page}` : 'Evaluating it';

const HEADER_BYTES = 4;
export const RUNNING_USER_CODE_BYTES = 4096;

let buffer: { length: Int32Array; text: Uint8Array } | undefined;
const encoder = new TextEncoder();

/** Makes this thread report what it runs into `shared` (made by `new SharedArrayBuffer(RUNNING_USER_CODE_BYTES)`). */
export function reportRunningUserCodeTo(shared: SharedArrayBuffer): void {
  buffer = { length: new Int32Array(shared, 0, 1), text: new Uint8Array(shared, HEADER_BYTES) };
}

/** How a thread's starter hands it its buffer: Node copies environment data into each new worker. */
const ENVIRONMENT_KEY = 'docsgen-running-user-code';

/** The buffer the next worker thread started from this thread reports into (call just before `new Worker`). */
export function shareRunningUserCode(): SharedArrayBuffer {
  const shared = new SharedArrayBuffer(RUNNING_USER_CODE_BYTES);
  setEnvironmentData(ENVIRONMENT_KEY, shared);
  return shared;
}

const handedDown = getEnvironmentData(ENVIRONMENT_KEY);
if (handedDown instanceof SharedArrayBuffer) reportRunningUserCodeTo(handedDown);

/** A worker thread ran out of memory while it ran site code or rendered a page: the build's error, naming that code or page. */
export class SiteCodeOutOfMemory extends Error {
  constructor(
    readonly place: UserCodePlace,
    what: string,
  ) {
    super(`${runningWhat(place)} ran out of memory (in ${what})`);
  }
}

let running: UserCodePlace | undefined;

/** Notes `place` as running (undefined: none) and returns what was running before, to be put back after. */
export function markRunningUserCode(place: UserCodePlace | undefined): UserCodePlace | undefined {
  const previous = running;
  running = place;
  if (buffer) {
    const written = place ? encoder.encodeInto(JSON.stringify(place), buffer.text).written : 0;
    Atomics.store(buffer.length, 0, written);
  }
  return previous;
}

/** What the thread that reported to `shared` was running last, if user code. */
export function readRunningUserCode(shared: SharedArrayBuffer): UserCodePlace | undefined {
  const length = Atomics.load(new Int32Array(shared, 0, 1), 0);
  if (length === 0) return undefined;
  try {
    return JSON.parse(new TextDecoder().decode(new Uint8Array(shared, HEADER_BYTES, length).slice())) as UserCodePlace;
  } catch {
    // A place longer than the buffer was cut: the file is still the start of it.
    return undefined;
  }
}
