import { describe, expect, it } from 'vitest';
import {
  contentPathToUrl,
  isExternalLink,
  normalizeRoute,
  outputFileForRoute,
  routeFromContentPath,
  splitLanguage,
  urlToContentPath,
  withBase,
} from '../../../../src/build/util/routes.js';

describe('routeFromContentPath', () => {
  it.each([
    ['material-ui/react-button.md', '/material-ui/react-button/'],
    ['material-ui/getting-started/index.md', '/material-ui/getting-started/'],
    ['index.md', '/'],
    ['versions/index.md', '/versions/'],
    ['api-docs/button.md', '/api/button/'],
    ['api-docs/material-ui/index.md', '/api/material-ui/'],
    ['x\\react-data-grid\\sorting.md', '/x/react-data-grid/sorting/'],
  ])('%s → %s', (file, route) => {
    expect(routeFromContentPath(file)).toBe(route);
  });
});

describe('/api ↔ /api-docs', () => {
  it('publishes api-docs under /api and maps back', () => {
    expect(contentPathToUrl('/api-docs/button/')).toBe('/api/button/');
    expect(urlToContentPath('/api/button/')).toBe('/api-docs/button/');
    expect(urlToContentPath('/material-ui/api/button/')).toBe('/material-ui/api/button/');
    expect(contentPathToUrl('/material-ui/')).toBe('/material-ui/');
  });
});

describe('splitLanguage', () => {
  it('recognises and removes en and zh prefixes', () => {
    expect(splitLanguage('/zh/material-ui/react-button/')).toEqual({ language: 'zh', route: '/material-ui/react-button/' });
    expect(splitLanguage('/en/material-ui')).toEqual({ language: 'en', route: '/material-ui/' });
    expect(splitLanguage('/zh')).toEqual({ language: 'zh', route: '/' });
  });
  it('leaves other first segments alone', () => {
    expect(splitLanguage('/enterprise/x/')).toEqual({ language: undefined, route: '/enterprise/x/' });
    expect(splitLanguage('/fr/a/')).toEqual({ language: undefined, route: '/fr/a/' });
  });
});

describe('route helpers', () => {
  it('normalises slashes', () => {
    expect(normalizeRoute('a//b')).toBe('/a/b/');
    expect(normalizeRoute('/')).toBe('/');
    expect(normalizeRoute('')).toBe('/');
  });
  it('maps routes to output files', () => {
    expect(outputFileForRoute('/')).toBe('index.html');
    expect(outputFileForRoute('/a/b/')).toBe('a/b/index.html');
  });
  it('tells external links apart', () => {
    expect(isExternalLink('https://mui.com/store/')).toBe(true);
    expect(isExternalLink('mailto:a@b.c')).toBe(true);
    expect(isExternalLink('//cdn.example.com/x')).toBe(true);
    expect(isExternalLink('/material-ui/')).toBe(false);
    expect(isExternalLink('./a.md')).toBe(false);
  });
  it('prefixes the base path', () => {
    expect(withBase('/', '/a/')).toBe('/a/');
    expect(withBase('/docs/', '/a/')).toBe('/docs/a/');
    expect(withBase('/docs/', 'https://x.org/')).toBe('https://x.org/');
  });
});
