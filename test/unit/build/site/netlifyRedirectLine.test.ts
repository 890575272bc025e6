import { describe, expect, it } from 'vitest';
import { parseNetlifyRedirectLine } from '../../../../src/build/site/netlifyRedirectLine.js';

const rule = (line: string) => {
  const parsed = parseNetlifyRedirectLine(line);
  if (!('rule' in parsed)) throw new Error(`not a rule: ${JSON.stringify(parsed)}`);
  return parsed.rule;
};
const problem = (line: string) => {
  const parsed = parseNetlifyRedirectLine(line);
  return 'problem' in parsed ? parsed.problem : undefined;
};

describe('parseNetlifyRedirectLine', () => {
  it('skips blank lines and comments, a comment ending a rule too', () => {
    expect(parseNetlifyRedirectLine('')).toEqual({ none: true });
    expect(parseNetlifyRedirectLine(' \t ')).toEqual({ none: true });
    expect(parseNetlifyRedirectLine('  # a note /a /b')).toEqual({ none: true });
    expect(rule('/a /b 302 # moved').to).toBe('/b');
    expect(rule('/a /b # moved').status).toBe(301);
  });

  it('reads the status, 301 by default, and its force mark', () => {
    expect(rule('/a /b')).toMatchObject({ status: 301, force: false, column: 0 });
    expect(rule('  /a   /b   308!\r')).toMatchObject({ status: 308, force: true, column: 2 });
    expect(rule('/spa/* /index.html 200')).toMatchObject({ from: '/spa/*', to: '/index.html', status: 200 });
    expect(rule('/* /404.html 404').status).toBe(404);
  });

  it('reads query matches between source and target, and conditions after the status or target', () => {
    expect(rule('/store id=:id tag=blue /blog/:id 301')).toMatchObject({ query: { id: ':id', tag: 'blue' }, to: '/blog/:id', status: 301 });
    expect(rule('/ /fr/ 302 Country=fr,be Language=fr')).toMatchObject({ conditions: { Country: 'fr,be', Language: 'fr' }, status: 302 });
    expect(rule('/admin/* /admin/:splat Role=admin')).toMatchObject({ conditions: { Role: 'admin' }, status: 301 });
  });

  it('takes a whole URL as source or target', () => {
    expect(rule('https://old.example.com/* https://example.com/:splat 301!')).toMatchObject({
      from: 'https://old.example.com/*',
      to: 'https://example.com/:splat',
      force: true,
    });
  });

  it('names what is wrong with a line that is no rule', () => {
    expect(problem('/lonely')).toBe('expected "/from /to [status]", found only "/lonely"');
    expect(problem('old/ /new/')).toBe('the source "old/" must be a path starting with / or a URL');
    expect(problem('/a new/')).toBe('no target after "/a": expected a path starting with / or a URL, found "new/"');
    expect(problem('/a junk /b')).toBe('"junk" is neither a query match (key=value) nor a target (a path starting with / or a URL)');
    expect(problem('/a /b fast')).toBe('"fast" is not an HTTP status (expected e.g. 301, 200 to rewrite, 404, or 301! to force)');
    expect(problem('/a /b 301 later')).toBe('"later" is not a condition (Key=value, e.g. Country=us)');
  });
});
