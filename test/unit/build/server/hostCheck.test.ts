import os from 'node:os';
import { describe, expect, it } from 'vitest';
import { hostChecker } from '../../../../src/build/server/hostCheck.js';

const accepts = (bound: string, header: string | undefined, port = 3000) => hostChecker(bound, port)(header).ok;

describe('hostChecker', () => {
  it('bound to a loopback address, answers only the loopback names on its port', () => {
    for (const bound of ['127.0.0.1', 'localhost', '::1']) {
      for (const header of ['localhost:3000', '127.0.0.1:3000', '[::1]:3000', 'LocalHost:3000']) expect(accepts(bound, header)).toBe(true);
      for (const header of ['evil.example:3000', '192.168.1.2:3000', 'localhost:3001', 'localhost', `${os.hostname()}:3000`, undefined, '']) {
        expect(accepts(bound, header)).toBe(false);
      }
    }
  });

  it('bound to all addresses, answers IP literals, loopback names and the machine name, never another name', () => {
    for (const bound of ['0.0.0.0', '::']) {
      for (const header of ['192.168.1.2:3000', '[fe80::1]:3000', 'localhost:3000', `${os.hostname()}:3000`]) expect(accepts(bound, header)).toBe(true);
      for (const header of ['evil.example:3000', '0.0.0.0.evil.example:3000', '192.168.1.2:3001']) expect(accepts(bound, header)).toBe(false);
    }
  });

  it('bound to a name, answers that name too', () => {
    expect(accepts('docs.lan', 'docs.lan:3000')).toBe(true);
    expect(accepts('docs.lan', 'DOCS.LAN:3000')).toBe(true);
    expect(accepts('docs.lan', 'other.lan:3000')).toBe(false);
  });

  it('on port 80, takes a Host without a port', () => {
    expect(accepts('127.0.0.1', 'localhost', 80)).toBe(true);
    expect(accepts('127.0.0.1', 'localhost:80', 80)).toBe(true);
  });

  it('refuses what is not a host and port at all', () => {
    for (const header of ['localhost@evil.example:3000', 'localhost:3000/x', 'localhost:3000:1', 'local host:3000', '[::1:3000']) {
      expect(accepts('127.0.0.1', header)).toBe(false);
    }
  });

  it('says what it answers to', () => {
    const verdict = hostChecker('0.0.0.0', 4000)('evil.example:4000');
    expect(verdict).toEqual({
      ok: false,
      message: `Blocked request: Host "evil.example:4000" is not served here. docsgen serve on 0.0.0.0 answers to localhost, 127.0.0.1, [::1], ${os.hostname().toLowerCase()} or an IP address on port 4000 (a guard against DNS rebinding; use --host to serve under another name).`,
    });
  });
});
