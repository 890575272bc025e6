import { describe, expect, it } from 'vitest';
import { checkManifest } from '../../../../src/build/manifest/checkManifest.js';
import { validateManifestShape } from '../../../../src/build/manifest/validateShape.js';

const FILE = 'content/material-ui/pages.json';
const manifestOf = (value: unknown) => ({ file: FILE, inputs: [], items: validateManifestShape(value, FILE, () => 0).items });

describe('checkManifest', () => {
  const routes = new Set(['/a/', '/a/b/', '/c/']);

  it('reports a duplicated pathname with both places', () => {
    const diagnostics = checkManifest(manifestOf([{ pathname: '/a', children: [{ pathname: '/a/b' }] }, { pathname: '/a/b/' }]), routes);
    expect(diagnostics).toHaveLength(1);
    expect(diagnostics[0]?.message).toBe(`Duplicated pathname /a/b/ in pages (${FILE}: [0].children[0] and [1])`);
    expect(diagnostics[0]?.message).toMatch(/^Duplicated pathname \/a\/b\/ in pages/);
  });

  it('reports a leaf item without a page, but not groups or external links', () => {
    const diagnostics = checkManifest(
      manifestOf([{ pathname: '/group', children: [{ pathname: '/c' }] }, { pathname: '/missing' }, { pathname: 'https://mui.com/store/' }]),
      routes,
    );
    expect(diagnostics.map((d) => d.code)).toEqual(['missing-page']);
    expect(diagnostics[0]?.message).toContain('[1] links to /missing');
  });
});
