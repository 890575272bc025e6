import { describe, expect, it } from 'vitest';
import { error, sortDiagnostics, warning } from '../../../../src/build/util/diagnostics.js';

describe('sortDiagnostics', () => {
  it('sorts by place and reports a problem met by two stages once', () => {
    const link = error('broken-link', 'Broken link /a/', { file: 'b.md', line: 3, column: 5 });
    const sorted = sortDiagnostics([
      link,
      warning('unlisted-page', 'The page /b/ is in no navigation manifest', { file: 'b.md', line: 1 }),
      { ...link },
      error('broken-link', 'Broken link /a/', { file: 'b.md', line: 3, column: 9 }),
      error('missing-title', 'Missing title', { file: 'a.md', line: 1 }),
    ]);
    expect(sorted.map((d) => `${d.file}:${d.line}:${d.column} ${d.code}`)).toEqual([
      'a.md:1:0 missing-title',
      'b.md:1:0 unlisted-page',
      'b.md:3:5 broken-link',
      'b.md:3:9 broken-link',
    ]);
  });
});
