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

describe('checkManifest: items under routes another build serves', () => {
  const externals = [{ prefix: '/x/' }];
  it('needs no page for them, but a well-formed route; a missing page elsewhere is still missing', () => {
    const manifest = manifestOf([
      { pathname: '/x/react-data-grid' },
      { pathname: '/x/react-charts/bars/' },
      { pathname: '/x/%E0%A4%A' },
      { pathname: '/xy/missing' },
    ]);
    const diagnostics = checkManifest(manifest, new Set(), externals);
    expect(diagnostics.map((d) => d.code)).toEqual(['invalid-external-route', 'missing-page']);
    expect(diagnostics[0]?.message).toMatch(
      /\[2\] links to \/x\/%E0%A4%A, under \/x\/ \(served by another build\), which is not a well-formed route: .*percent-encoding/,
    );
    expect(diagnostics[1]?.message).toContain('[3] links to /xy/missing');
  });

  it('needs no page for an item under the route of an API source that could not be read (its error says it)', () => {
    const manifest = manifestOf([{ pathname: '/acme/api/widget/' }, { pathname: '/acme/apis/' }]);
    expect(checkManifest(manifest, new Set(), [], ['/acme/api/']).map(({ code, message }) => ({ code, gone: message.includes('/acme/apis/') }))).toEqual([
      { code: 'missing-page', gone: true },
    ]);
  });
});
