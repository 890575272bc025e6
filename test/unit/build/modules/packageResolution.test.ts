import { describe, expect, it } from 'vitest';
import { browserPackageResolution, packageName, sharedPackages } from '../../../../src/build/modules/packageResolution.js';

describe('packageName', () => {
  it('is the package of a bare import, scoped or not, with or without a path inside it', () => {
    expect(packageName('react')).toBe('react');
    expect(packageName('react/jsx-runtime')).toBe('react');
    expect(packageName('@mui/material')).toBe('@mui/material');
    expect(packageName('@mui/material/Button')).toBe('@mui/material');
    expect(packageName('@mui/material/styles/index.js')).toBe('@mui/material');
  });
});

describe('sharedPackages', () => {
  it("holds React, React DOM and docsgen's MUI and Emotion packages, and nothing else", () => {
    const shared = sharedPackages();
    for (const name of ['react', 'react-dom', '@mui/material', '@mui/system', '@emotion/react', '@emotion/cache']) expect(shared.has(name), name).toBe(true);
    expect([...shared].filter((name) => !/^(react|react-dom|@mui\/[^/]+|@emotion\/[^/]+)$/.test(name))).toEqual([]);
  });

  it('are not forced on the browser bundle, which looks in the site, then docsgen, for what an importer does not find', () => {
    const resolution = browserPackageResolution('/site');
    expect('alias' in resolution).toBe(false);
    expect(resolution.nodePaths?.[0]).toBe('/site/node_modules');
    expect(resolution.nodePaths?.length).toBeGreaterThan(1);
  });
});
