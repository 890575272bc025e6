import type http from 'node:http';
import net from 'node:net';

/** The server could not listen where it was told: one line for the terminal, exit code 2. */
export class ListenError extends Error {}

/** How many ports after a busy one are tried for the suggestion. */
const PORTS_TO_TRY = 20;

function tryListen(server: net.Server, port: number, host: string): Promise<NodeJS.ErrnoException | undefined> {
  return new Promise((resolve) => {
    const onError = (cause: NodeJS.ErrnoException) => resolve(cause);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve(undefined);
    });
  });
}

/** The first free port after `port` on `host`, if one of the next few is. */
async function nextFreePort(port: number, host: string): Promise<number | undefined> {
  for (let candidate = port + 1; candidate <= Math.min(port + PORTS_TO_TRY, 65535); candidate++) {
    const probe = net.createServer();
    const failed = await tryListen(probe, candidate, host);
    if (!failed) {
      await new Promise((resolve) => probe.close(resolve));
      return candidate;
    }
  }
  return undefined;
}

/**
 * Listens on `port` and `host`, or throws a ListenError that says in one line what to do: a busy
 * port names a free one to try, a host that does not resolve or is not an address of this
 * machine says so.
 */
export async function listen(server: http.Server, port: number, host: string): Promise<void> {
  const failed = await tryListen(server, port, host);
  if (!failed) return;
  switch (failed.code) {
    case 'EADDRINUSE': {
      const free = await nextFreePort(port, host);
      throw new ListenError(`Port ${port} is in use on ${host}${free ? `: try --port ${free}` : ''}`);
    }
    case 'EACCES':
      throw new ListenError(`Port ${port} on ${host} needs privileges docsgen does not have: try --port 3000`);
    case 'EADDRNOTAVAIL':
      throw new ListenError(`Cannot serve on --host ${host}: that address is not on this machine (try 127.0.0.1)`);
    case 'ENOTFOUND':
    case 'EAI_AGAIN':
    case 'EAI_FAIL':
    case 'EAI_NONAME':
      throw new ListenError(`Cannot serve on --host ${host}: the name does not resolve to an address (try 127.0.0.1)`);
    default:
      throw new ListenError(`Cannot serve on ${host}:${port}: ${failed.message}`);
  }
}
