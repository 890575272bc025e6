/**
 * A search worker: indexes the parts of an output folder it is sent, one at a time, each in a
 * Pagefind service of its own, and writes each part's files into the folder when the main
 * thread gives it its turn.
 */
import { parentPort } from 'node:worker_threads';
import { OutputWriter } from '../emit/outputWriter.js';
import { closePagefind, indexPart, pagesInFolder } from './indexPart.js';
import type { SearchReply, SearchRequest } from './searchThread.js';

const port = parentPort!;
const post = (reply: SearchReply) => port.postMessage(reply);
let go: (() => void) | undefined;

const takeTurn = (pages: number) =>
  new Promise<() => void>((resolve) => {
    go = () => resolve(() => post({ type: 'written' }));
    post({ type: 'turn', pages });
  });

port.on('message', (request: SearchRequest) => {
  if (request.type === 'go') {
    go?.();
    go = undefined;
  } else if (request.type === 'close') {
    void closePagefind().then(() => port.close());
  } else {
    const writer = new OutputWriter(request.files.dir);
    void indexPart(request.index, pagesInFolder(request.files), (relativePath, content) => writer.write(relativePath, content), { takeTurn }).then((indexed) =>
      post({ type: 'indexed', ...indexed }),
    );
  }
});
