import { describe, expect, it } from 'vitest';
import { outputCollisions } from '../../../../src/build/site/outputCollisions.js';

const page = (route: string, file: string, extra: { pathnameLine?: number; generated?: 'home' | 'api' } = {}) => ({ route, file, ...extra });

describe('outputCollisions', () => {
  it('finds nothing for the routes of a usual site', () => {
    const pages = [
      page('/', 'content/index.md'),
      page('/material-ui/', 'content/material-ui/index.md'),
      page('/material-ui/react-button/', 'content/material-ui/react-button.md'),
      page('/material-ui/api/button/', 'docsgen.config.json', { generated: 'api' }),
      page('/material-ui/api/button/demos/', 'content/x.md'),
    ];
    expect(outputCollisions(pages)).toEqual({ colliding: new Set(), diagnostics: [] });
  });

  it("reports /index/, whose twin is the home page's, at its pathname line, whatever the order", () => {
    const pages = [page('/index/', 'content/other.md', { pathnameLine: 3 }), page('/', 'content/index.md')];
    const { colliding, diagnostics } = outputCollisions(pages);
    expect(colliding).toEqual(new Set([pages[0]]));
    expect(diagnostics).toEqual([
      {
        severity: 'error',
        code: 'route-collision',
        message:
          'The route /index/ collides with another output file: its Markdown twin would be index.md, where docsgen writes index.md, the Markdown twin of / (content/index.md); choose another pathname',
        file: 'content/other.md',
        line: 3,
        column: 0,
      },
    ]);
  });

  it('reports a twin that differs from another only by case, at line 1 without a pathname', () => {
    const [found] = outputCollisions([page('/', 'docsgen.config.json', { generated: 'home' }), page('/Index/', 'content/Index.md')]).diagnostics;
    expect(found).toMatchObject({ code: 'route-collision', file: 'content/Index.md', line: 1 });
  });

  it("reports a page in the folder a shard keeps public/ in, as in docsgen's own _docsgen/", () => {
    for (const route of ['/docsgen-shard-public/', '/_docsgen/x/']) {
      const [found] = outputCollisions([page(route, 'content/x.md')]).diagnostics;
      expect(found).toMatchObject({ code: 'route-collision', file: 'content/x.md', line: 1 });
    }
  });

  it("reports a page whose folder would be an API page's api.json", () => {
    const found = outputCollisions([
      page('/a/api.json/', 'content/json.md', { pathnameLine: 2 }),
      page('/a/', 'docsgen.config.json', { generated: 'api' }),
    ]).diagnostics;
    expect(found).toEqual([
      expect.objectContaining({
        file: 'content/json.md',
        line: 2,
        message: expect.stringContaining('where docsgen writes a/api.json, the api.json of /a/ (an API page of config "api")'),
      }),
    ]);
  });

  it("reports a page whose folder would be docsgen's own file", () => {
    const found = outputCollisions([page('/docsgen-shard.json/', 'content/shard.md')]).diagnostics;
    expect(found).toEqual([
      expect.objectContaining({ file: 'content/shard.md', message: expect.stringContaining('where docsgen writes docsgen-shard.json for itself') }),
    ]);
  });
});
