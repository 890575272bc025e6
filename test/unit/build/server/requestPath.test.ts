import { describe, expect, it } from 'vitest';
import { decideRequestPath } from '../../../../src/build/server/requestPath.js';

describe('decideRequestPath', () => {
  it('collapses repeated slashes, so a redirect stays on the site', () => {
    expect(decideRequestPath('//evil')).toEqual({ kind: 'redirect', location: '/evil/' });
    expect(decideRequestPath('/%2F%2Fevil')).toEqual({ kind: 'redirect', location: '/evil/' });
    expect(decideRequestPath('/zh//evil')).toEqual({ kind: 'redirect', location: '/evil/' });
    expect(decideRequestPath('//evil.example/')).toEqual({ kind: 'file', relativePath: 'evil.example/index.html' });
  });

  it('refuses backslashes in any encoding', () => {
    for (const raw of ['/\\evil.example', '/%5Cevil', '/zh/%5C%5Cevil']) expect(decideRequestPath(raw)).toEqual({ kind: 'bad-request' });
  });

  it('encodes what a browser would strip from a Location (a tab)', () => {
    expect(decideRequestPath('/%09/evil')).toEqual({ kind: 'redirect', location: '/%09/evil/' });
  });
});
