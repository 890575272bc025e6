import { describe, expect, it } from 'vitest';
import { caseFoldedRoute, routeProblem } from '../../../../src/build/util/routeProblems.js';

describe('routeProblem', () => {
  it('accepts ordinary routes, written with or without slashes', () => {
    for (const route of ['/', '/material-ui/react-button/', 'material-ui/getting-started/index', '/x/react-data-grid/', '/a%20b/', '/%C3%A9t%C3%A9/']) {
      expect(routeProblem(route), route).toBeUndefined();
    }
  });

  it('refuses segments that climb, plain or percent-encoded in any case', () => {
    for (const route of ['/../x/', '/a/../../x', '/./a/', '/%2e%2e/x/', '/%2E%2e/x/', '/a/%2e/b/', '..']) {
      expect(routeProblem(route), route).toMatch(/segment: a route may not climb out of its folder/);
    }
  });

  it('refuses backslashes, encoded separators, control characters and broken encodings', () => {
    expect(routeProblem('/a\\b/')).toMatch(/backslash/);
    expect(routeProblem('/a%2Fb/')).toMatch(/encoded separator/);
    expect(routeProblem('/a%5cb/')).toMatch(/encoded separator/);
    expect(routeProblem('/a\u0000b/')).toMatch(/control character/);
    expect(routeProblem('/a%00b/')).toMatch(/encoded control character/);
    expect(routeProblem('/a%zzb/')).toMatch(/malformed percent-encoding/);
  });

  it("refuses a segment ending in .md, where a page's Markdown twin goes", () => {
    for (const route of ['/a/b.md/', '/index.md', '/a.MD/b/', '/a/b%2Emd/']) expect(routeProblem(route), route).toMatch(/ending in \.md.*Markdown twin/);
    expect(routeProblem('/a/mdx/')).toBeUndefined();
  });

  it('refuses the names of the files docsgen writes at the root, in any case', () => {
    for (const route of ['/_docsgen/', '/_DOCSGEN/x/', '/sw.js/', '/404.html', '/sitemap.xml/', '/robots.txt/', '/llms.txt/']) {
      expect(routeProblem(route), route).toMatch(/is reserved/);
    }
    expect(routeProblem('/docs/sw.js/')).toBeUndefined();
    expect(routeProblem('/a/index.html/')).toMatch(/"index\.html" segment/);
  });

  it('folds case for the clash check', () => {
    expect(caseFoldedRoute('/Material-UI/Button/')).toBe(caseFoldedRoute('/material-ui/button/'));
  });
});
