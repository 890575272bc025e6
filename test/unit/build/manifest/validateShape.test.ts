import { describe, expect, it } from 'vitest';
import { MAX_MANIFEST_DEPTH, validateManifestShape } from '../../../../src/build/manifest/validateShape.js';

const FILE = 'content/material-ui/pages.json';
const noLine = () => 0;

describe('validateManifestShape', () => {
  it('accepts the MuiPage shape', () => {
    const result = validateManifestShape([{ pathname: '/a', title: 'A', children: [{ pathname: '/a/b', newFeature: true, plan: 'pro' }] }], FILE, noLine);
    expect(result.diagnostics).toEqual([]);
    expect(result.items[0]?.children?.[0]).toMatchObject({ pathname: '/a/b', newFeature: true, plan: 'pro', place: '[0].children[0]' });
  });

  it('rejects a manifest that is not an array', () => {
    const result = validateManifestShape({ pathname: '/a' }, FILE, noLine);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ severity: 'error', code: 'manifest-not-array', file: FILE });
  });

  it('names the place of a wrong plan', () => {
    const items = [
      { pathname: '/a' },
      { pathname: '/b', children: [0, 1, 2, 3, { pathname: '/b/c', plan: 'gold' }].map((x) => (typeof x === 'number' ? { pathname: `/b/${x}` } : x)) },
    ];
    const result = validateManifestShape(items, FILE, noLine);
    expect(result.diagnostics.map((d) => d.message)).toEqual([`${FILE}: [1].children[4].plan must be "pro" or "premium", got "gold"`]);
  });

  it('names the place of a child that is not an object', () => {
    const result = validateManifestShape([{ pathname: '/a', children: ['oops'] }], FILE, noLine);
    expect(result.diagnostics[0]?.message).toBe(`${FILE}: [0].children[0] must be an object, got string`);
  });

  it('warns about unknown keys and keeps the item', () => {
    const result = validateManifestShape([{ pathname: '/a', colour: 'red' }], FILE, () => 3);
    expect(result.diagnostics).toEqual([expect.objectContaining({ severity: 'warning', code: 'manifest-unknown-key', line: 3 })]);
    expect(result.items).toHaveLength(1);
  });

  it('rejects flags that are not booleans', () => {
    const result = validateManifestShape([{ pathname: '/a', beta: 'yes' }], FILE, noLine);
    expect(result.diagnostics[0]?.message).toContain('[0].beta must be true or false');
  });
});

describe('validateManifestShape on hostile values (a JavaScript manifest is code)', () => {
  const FILE = 'content/x/pages.ts';
  const validate = (value: unknown) => validateManifestShape(value, FILE, (pathname) => (pathname === '/x/deep-33' ? 40 : 0));

  it('reports a cycle with the place of the list that contains itself', () => {
    const group: Record<string, unknown> = { pathname: '/x/group', children: [] };
    (group.children as unknown[]).push({ pathname: '/x/a' }, group);
    const result = validate([group]);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'manifest-cycle', message: `${FILE}: [0].children[1].children is [0].children again: a manifest cannot be cyclic` }),
    ]);
    expect(result.items[0]?.children?.map((item) => item.pathname)).toEqual(['/x/a', '/x/group']);
  });

  it('names the item and key of a getter that throws, and keeps the other items', () => {
    const bad = {
      pathname: '/x/bad',
      get title(): string {
        throw new Error('boom');
      },
    };
    const result = validate([{ pathname: '/x/good' }, { pathname: '/x/group', children: [bad] }]);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ code: 'manifest-unreadable', message: `${FILE}: [1].children[0].title cannot be read: Error: boom` }),
    ]);
    expect(result.items.map((item) => item.pathname)).toEqual(['/x/good', '/x/group']);
  });

  it('reports a value that cannot be read at all (a revoked proxy)', () => {
    const { proxy, revoke } = Proxy.revocable([], {});
    revoke();
    expect(validate(proxy).diagnostics).toEqual([expect.objectContaining({ code: 'manifest-unreadable' })]);
    const items = Proxy.revocable({}, {});
    items.revoke();
    expect(validate([items.proxy]).diagnostics).toEqual([
      expect.objectContaining({ code: 'manifest-unreadable', message: expect.stringContaining(`${FILE}: [0] cannot be read`) }),
    ]);
  });

  it('stops at the depth limit, 10,000 levels deep, with the line of the first item too deep', () => {
    let children: unknown[] = [];
    const top = children;
    for (let depth = 1; depth <= 10_000; depth++) {
      const next: unknown[] = [];
      children.push({ pathname: `/x/deep-${depth}`, children: next });
      children = next;
    }
    const result = validate(top);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({
        code: 'manifest-too-deep',
        line: 40,
        message: expect.stringContaining(`nests deeper than ${MAX_MANIFEST_DEPTH} levels of children`),
      }),
    ]);
  });

  it('keeps only plain link props and refuses an icon the cache key cannot serialise', () => {
    const cyclicIcon: Record<string, unknown> = { render: () => null };
    cyclicIcon.self = cyclicIcon;
    const props = {
      rel: 'nofollow',
      nested: { a: 1 },
      get broken(): string {
        throw new Error('nope');
      },
    };
    expect(validate([{ pathname: '/x/a', icon: cyclicIcon }]).diagnostics[0]?.message).toBe(
      `${FILE}: [0].icon must be a component whose properties can be read (the cache key serialises it), got an object`,
    );
    expect(validate([{ pathname: '/x/a', linkProps: props }]).diagnostics[0]?.message).toBe(`${FILE}: [0].linkProps.broken cannot be read: Error: nope`);
    expect(validate([{ pathname: '/x/a', linkProps: { rel: 'nofollow', nested: { a: 1 } } }]).items[0]?.linkProps).toEqual({ rel: 'nofollow' });
  });

  it('describes a bad value without serialising it', () => {
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    const result = validate([{ pathname: '/x/a', title: cyclic }]);
    expect(result.diagnostics[0]?.message).toBe(`${FILE}: [0].title must be a string, got an object`);
  });
});
