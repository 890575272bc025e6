import fs from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { jsonShape } from './jsonShape.js';

export const FEEDBACK_PATH = '/_docsgen/feedback';
export const FEEDBACK_MAX_BYTES = 64 * 1024;
export const FEEDBACK_MAX_DEPTH = 16;
export const FEEDBACK_MAX_KEYS = 100;
/** Where accepted feedback goes, relative to the site root. */
export const FEEDBACK_FILE = '.docsgen/feedback.jsonl';

export interface FeedbackContext {
  siteRoot: string;
  /** The origin the request was served on (`http://` and its Host header): the only one that may post. */
  servedOrigin: string;
  /** Terminal output, for what the poster cannot fix (a write failure). */
  log: (line: string) => void;
}

function reply(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(status < 300 ? { ok: true } : { error: message }));
}

/** Refuses before reading the body; the body is still drained so the connection stays usable. */
function refuse(request: IncomingMessage, response: ServerResponse, status: number, message: string): void {
  reply(response, status, message);
  request.resume();
}

const isJsonMediaType = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';

/**
 * The dev server's feedback endpoint: a JSON object per POST, appended as one line to
 * `.docsgen/feedback.jsonl` before the reply (an accepted entry is never lost). Refused: other
 * methods (405), another page's origin (403), a body that is not `application/json` (415), over
 * 64 KB (413), nested deeper than 16 or with more than 100 keys (400), malformed (400). A failed
 * write is a 500 and a line in the terminal; the server goes on.
 */
export function handleFeedback(request: IncomingMessage, response: ServerResponse, context: FeedbackContext): void {
  request.on('error', () => {});
  if (request.method !== 'POST') {
    response.setHeader('allow', 'POST');
    refuse(request, response, 405, 'Use POST');
    return;
  }
  const origin = request.headers.origin;
  if (origin !== undefined && origin !== context.servedOrigin) {
    refuse(request, response, 403, `Feedback is taken only from pages of ${context.servedOrigin}, not ${origin}`);
    return;
  }
  if (!isJsonMediaType(request.headers['content-type'])) {
    refuse(request, response, 415, 'Feedback must be sent as Content-Type: application/json');
    return;
  }
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > FEEDBACK_MAX_BYTES) {
    refuse(request, response, 413, `Feedback is limited to ${FEEDBACK_MAX_BYTES} bytes`);
    return;
  }
  const chunks: Buffer[] = [];
  let size = 0;
  let refused = false;
  request.on('data', (chunk: Buffer) => {
    if (refused) return;
    size += chunk.length;
    if (size > FEEDBACK_MAX_BYTES) {
      refused = true;
      chunks.length = 0;
      reply(response, 413, `Feedback is limited to ${FEEDBACK_MAX_BYTES} bytes`);
      return;
    }
    chunks.push(chunk);
  });
  request.on('end', () => {
    if (refused) return;
    void accept(Buffer.concat(chunks).toString('utf8'), response, context);
  });
}

async function accept(body: string, response: ServerResponse, context: FeedbackContext): Promise<void> {
  const shape = jsonShape(body);
  if (shape.depth > FEEDBACK_MAX_DEPTH) {
    reply(response, 400, `Feedback JSON may be nested at most ${FEEDBACK_MAX_DEPTH} levels deep`);
    return;
  }
  if (shape.keys > FEEDBACK_MAX_KEYS) {
    reply(response, 400, `Feedback JSON may hold at most ${FEEDBACK_MAX_KEYS} keys`);
    return;
  }
  let entry: unknown;
  try {
    entry = JSON.parse(body);
  } catch {
    reply(response, 400, 'The body must be JSON');
    return;
  }
  if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
    reply(response, 400, 'The body must be a JSON object');
    return;
  }
  const file = path.join(context.siteRoot, FEEDBACK_FILE);
  try {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.appendFile(file, `${JSON.stringify({ ...entry, receivedAt: new Date().toISOString() })}\n`);
  } catch (cause) {
    const reason = cause instanceof Error ? cause.message : String(cause);
    context.log(`${FEEDBACK_FILE}: could not save feedback: ${reason}`);
    reply(response, 500, `Could not save the feedback: ${(cause as NodeJS.ErrnoException).code ?? 'write failed'}`);
    return;
  }
  reply(response, 201, '');
}
