import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

export const FEEDBACK_PATH = '/_docsgen/feedback';
export const FEEDBACK_MAX_BYTES = 64 * 1024;

function reply(response: ServerResponse, status: number, message: string): void {
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(status < 300 ? { ok: true } : { error: message }));
}

/**
 * The dev server's feedback endpoint: a JSON object per POST, appended as one line to
 * `.docsgen/feedback.jsonl` before the reply (an accepted entry is never lost). Bodies over
 * 64 KB get 413, malformed JSON 400.
 */
export function handleFeedback(request: IncomingMessage, response: ServerResponse, siteRoot: string): void {
  if (request.method !== 'POST') {
    response.setHeader('allow', 'POST');
    reply(response, 405, 'Use POST');
    return;
  }
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > FEEDBACK_MAX_BYTES) {
    reply(response, 413, `Feedback is limited to ${FEEDBACK_MAX_BYTES} bytes`);
    request.resume();
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
      reply(response, 413, `Feedback is limited to ${FEEDBACK_MAX_BYTES} bytes`);
      return;
    }
    chunks.push(chunk);
  });
  request.on('end', () => {
    if (refused) return;
    let entry: unknown;
    try {
      entry = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      reply(response, 400, 'The body must be JSON');
      return;
    }
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry)) {
      reply(response, 400, 'The body must be a JSON object');
      return;
    }
    const file = path.join(siteRoot, '.docsgen', 'feedback.jsonl');
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.appendFileSync(file, `${JSON.stringify({ ...entry, receivedAt: new Date().toISOString() })}\n`);
    reply(response, 201, '');
  });
}
