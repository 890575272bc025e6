import { describe, expect, it } from 'vitest';
import { validateManifestShape } from '../../../../src/build/manifest/validateShape.js';

const FILE = 'content/material-ui/pages.json';
const noLine = () => 0;

describe('validateManifestShape', () => {
  it('accepts the MuiPage shape', () => {
    const result = validateManifestShape(
      [{ pathname: '/a', title: 'A', children: [{ pathname: '/a/b', newFeature: true, plan: 'pro' }] }],
      FILE,
      noLine,
    );
    expect(result.diagnostics).toEqual([]);
    expect(result.items[0]?.children?.[0]).toMatchObject({ pathname: '/a/b', newFeature: true, plan: 'pro', place: '[0].children[0]' });
  });

  it('rejects a manifest that is not an array', () => {
    const result = validateManifestShape({ pathname: '/a' }, FILE, noLine);
    expect(result.diagnostics).toHaveLength(1);
    expect(result.diagnostics[0]).toMatchObject({ severity: 'error', code: 'manifest-not-array', file: FILE });
  });

  it('names the place of a wrong plan', () => {
    const items = [{ pathname: '/a' }, { pathname: '/b', children: [0, 1, 2, 3, { pathname: '/b/c', plan: 'gold' }].map((x) => (typeof x === 'number' ? { pathname: `/b/${x}` } : x)) }];
    const result = validateManifestShape(items, FILE, noLine);
    expect(result.diagnostics.map((d) => d.message)).toEqual([`${FILE}: [1].children[4].plan must be "pro" or "premium", got "gold"`]);
  });

  it('names the place of a child that is not an object', () => {
    const result = validateManifestShape([{ pathname: '/a', children: ['oops'] }], FILE, noLine);
    expect(result.diagnostics[0]?.message).toBe(`${FILE}: [0].children[0] must be an object, got string`);
  });

  it('warns about unknown keys and keeps the item', () => {
    const result = validateManifestShape([{ pathname: '/a', colour: 'red' }], FILE, () => 3);
    expect(result.diagnostics).toEqual([
      expect.objectContaining({ severity: 'warning', code: 'manifest-unknown-key', line: 3 }),
    ]);
    expect(result.items).toHaveLength(1);
  });

  it('rejects flags that are not booleans', () => {
    const result = validateManifestShape([{ pathname: '/a', beta: 'yes' }], FILE, noLine);
    expect(result.diagnostics[0]?.message).toContain('[0].beta must be true or false');
  });
});
