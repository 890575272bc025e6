import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { contentDigest, keyDigest } from '../../../../src/build/util/digest.js';

describe('keyDigest', () => {
  it('tells parts apart where their joined text is the same', () => {
    expect(keyDigest('ab', 'c')).not.toBe(keyDigest('a', 'bc'));
    expect(keyDigest('ab', 'c')).toBe(keyDigest('ab', 'c'));
  });

  it('is the hex SHA-256 of the parts, each ended by NUL, bytes and text alike', () => {
    expect(keyDigest('a', 'b')).toBe(createHash('sha256').update('a\0b\0').digest('hex'));
    expect(keyDigest(new TextEncoder().encode('a'), 'b')).toBe(keyDigest('a', 'b'));
  });
});

describe('contentDigest', () => {
  it('joins parts without separators (an entry is one run of bytes)', () => {
    expect(contentDigest('ab', 'c')).toBe(contentDigest('a', 'bc'));
    expect(contentDigest('abc')).toBe(createHash('sha256').update('abc').digest('base64url'));
  });
});
