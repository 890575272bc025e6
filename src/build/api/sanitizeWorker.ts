import { parentPort } from 'node:worker_threads';
import { sanitizeApi } from './sanitizeApi.js';
import type { SanitizeRequest, SanitizeResult } from './sanitizeThread.js';

// The API text sanitiser's thread (see `SanitizeThread`): each component's API, made safe, answered in the order asked.
const port = parentPort!;
port.on('message', ({ id, api }: SanitizeRequest) => port.postMessage({ id, api: sanitizeApi(api) } satisfies SanitizeResult));
