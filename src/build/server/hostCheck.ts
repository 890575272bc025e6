import net from 'node:net';
import os from 'node:os';

/** The names a loopback-bound server answers to. */
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

export type HostVerdict = { ok: true; host: string } | { ok: false; message: string };

const isLoopbackAddress = (host: string) => host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
const isWildcardAddress = (host: string) => host === '0.0.0.0' || host === '::';
/** An IP literal as it appears in a URL's hostname (`[::1]` bracketed). */
const isIpHostname = (hostname: string) => net.isIPv4(hostname) || (hostname.startsWith('[') && net.isIPv6(hostname.slice(1, -1)));
const asHostname = (address: string) => (net.isIPv6(address) ? `[${address}]` : address.toLowerCase());

/**
 * Which `Host` headers a dev server bound to `boundHost` answers, against DNS rebinding (a page
 * of another site whose name is made to resolve to this machine). Bound to a loopback address:
 * only `localhost`, `127.0.0.1`, `[::1]` (and the address itself). Bound to all addresses
 * (`0.0.0.0`, `::`) or to one address or name: that name, the loopback names, this machine's
 * name and any IP literal (an IP literal cannot be rebound). Always on the port served.
 */
export function hostChecker(boundHost: string, port: number): (hostHeader: string | undefined) => HostVerdict {
  const bound = boundHost.toLowerCase();
  const names = new Set([...LOOPBACK_NAMES, asHostname(bound)]);
  const open = !isLoopbackAddress(bound);
  if (open) names.add(os.hostname().toLowerCase());
  if (isWildcardAddress(bound)) names.delete(asHostname(bound));
  const allowed = [...names].join(', ') + (open ? ' or an IP address' : '');
  const refusal = (header: string) => ({
    ok: false as const,
    message: `Blocked request: Host "${header}" is not served here. docsgen serve on ${boundHost} answers to ${allowed} on port ${port} (a guard against DNS rebinding; use --host to serve under another name).`,
  });

  return (header) => {
    if (header === undefined || header === '') return { ok: false, message: 'Blocked request: no Host header.' };
    if (!/^(\[[0-9a-f:.]+\]|[a-z0-9.-]+)(:\d{1,5})?$/i.test(header)) return refusal(header);
    let url: URL;
    try {
      url = new URL(`http://${header}`);
    } catch {
      return refusal(header);
    }
    const requestedPort = url.port === '' ? 80 : Number(url.port);
    if (requestedPort !== port) return refusal(header);
    if (names.has(url.hostname) || (open && isIpHostname(url.hostname))) return { ok: true, host: url.host };
    return refusal(header);
  };
}
