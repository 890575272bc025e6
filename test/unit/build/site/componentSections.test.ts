import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../../../src/build/markdown/processor.js';
import { scanOutline } from '../../../../src/build/markdown/outline.js';
import type { SiteConfig } from '../../../../src/build/config/schema.js';
import type { ComponentPage } from '../../../../src/build/site/componentPage.js';
import { apiRouteResolver, bodyWithSections, componentSectionsMarkdown } from '../../../../src/build/site/componentSections.js';
import type { Dictionary } from '../../../../src/shared/types.js';

const page = { route: '/material-ui/react-button/', productId: 'material-ui' };
const component = (fields: Partial<ComponentPage>): ComponentPage => ({ components: [], hooks: [], lines: {}, ...fields });
const routes = new Set(['/material-ui/api/button/', '/material-ui/api/use-button/', '/acme/reference/widget/', '/acme/api/widget/']);
const noApi: Pick<SiteConfig, 'api'> = { api: [] };

describe('apiRouteResolver', () => {
  it("finds a component's and a hook's API page at /<product>/api/<kebab-name>/ when the site has it", () => {
    const routeOf = apiRouteResolver(noApi, routes);
    expect(routeOf('Button', page)).toBe('/material-ui/api/button/');
    expect(routeOf('useButton', page)).toBe('/material-ui/api/use-button/');
    expect(routeOf('IconButton', page)).toBeUndefined();
  });

  it('prefers the route config `api` gives the pages of the product', () => {
    const config = { api: [{ product: 'acme', package: '@acme/widgets', route: '/acme/reference/' }] } as Pick<SiteConfig, 'api'>;
    expect(apiRouteResolver(config, routes)('Widget', { route: '/acme/react-widget/', productId: 'acme' })).toBe('/acme/reference/widget/');
    expect(apiRouteResolver(noApi, routes)('Widget', { route: '/acme/react-widget/', productId: 'acme' })).toBe('/acme/api/widget/');
  });
});

describe('componentSectionsMarkdown', () => {
  const routeOf = apiRouteResolver(noApi, routes);

  it('lists each component and hook, linked to its API page where the site has one and named alone where not', () => {
    const markdown = componentSectionsMarkdown(component({ components: ['Button', 'IconButton'], hooks: ['useButton'] }), page, routeOf, {});
    expect(markdown).toBe(
      [
        '## API',
        '',
        'See the documentation below for a complete reference to all of the props and classes available to the components mentioned here.',
        '',
        '- [`<Button />`](/material-ui/api/button/)',
        '- `<IconButton />`',
        '- [`useButton()`](/material-ui/api/use-button/)',
      ].join('\n'),
    );
  });

  it('puts an "Unstyled" callout linking to the unstyled version before the API', () => {
    const markdown = componentSectionsMarkdown(component({ components: ['Button'], unstyled: '/base-ui/react-button/' }), page, routeOf, {});
    expect(markdown.startsWith('## Unstyled\n\n:::success\nThis component also comes without styles: [the unstyled version](</base-ui/react-button/>).')).toBe(
      true,
    );
    expect(markdown.indexOf('## Unstyled')).toBeLessThan(markdown.indexOf('## API'));
  });

  it("takes its words from the site's dictionary, markdown in them shown as text", () => {
    const dictionary: Dictionary = {
      componentPage: { api: 'API *reference*', apiDescription: 'All [props]', unstyled: 'Bare', unstyledDescription: 'Go {link}!', unstyledLink: 'bare' },
    };
    const markdown = componentSectionsMarkdown(component({ components: ['Button'], unstyled: 'https://example.com/bare' }), page, routeOf, dictionary);
    expect(markdown).toContain('## Bare\n\n:::success\nGo [bare](<https://example.com/bare>)\\!\n:::');
    expect(markdown).toContain('## API \\*reference\\*\n\nAll \\[props\\]');
  });

  it('is empty for a page with neither components nor hooks nor unstyled', () => {
    expect(componentSectionsMarkdown(component({ githubLabel: 'component: button' }), page, routeOf, {})).toBe('');
  });
});

describe('bodyWithSections', () => {
  const source = {
    ...page,
    body: '\n# Button\n\n## Basic button\n\nText with a [link](/x/).\n',
    lineOffset: 5,
    componentPage: component({ components: ['Button'], unstyled: '/base-ui/react-button/', lines: { components: 2, unstyled: 4 } }),
  };
  const routeOf = apiRouteResolver(noApi, routes);

  it('renders the sections after the body, their headings in the outline, and the build and check agree on them', () => {
    const { body } = bodyWithSections(source, routeOf, {});
    const input = {
      body,
      frontMatter: {},
      file: 'content/material-ui/react-button.md',
      lineOffset: 5,
      route: page.route,
      resolveMarkdownLink: () => undefined,
    };
    const rendered = renderMarkdown(input);
    expect(rendered.headings.map((heading) => heading.id)).toEqual(['basic-button', 'unstyled', 'api']);
    expect(scanOutline(input).headings).toEqual(rendered.headings);
    expect(rendered.html).toContain('<a href="/material-ui/api/button/"><code>&#x3C;Button /></code></a>');
    expect(rendered.html).toContain('<aside class="docsgen-callout docsgen-callout-success"');
  });

  it("places the sections' links at the front matter line that made them, the body's own where they are", () => {
    const sections = bodyWithSections(source, routeOf, {});
    const input = { body: sections.body, frontMatter: {}, file: 'f.md', lineOffset: 5, route: page.route, resolveMarkdownLink: () => undefined };
    const links = sections.place(renderMarkdown(input).links).map(({ href, line, column }) => ({ href, line, column }));
    expect(links).toEqual([
      { href: '/x/', line: 11, column: 13 },
      { href: '/base-ui/react-button/', line: 4, column: 1 },
      { href: '/material-ui/api/button/', line: 4, column: 1 },
    ]);
    expect(scanOutline({ ...input }).links.length).toBe(3);
  });

  it('leaves a page without component keys as it is', () => {
    const plain = bodyWithSections({ ...source, componentPage: undefined }, routeOf, {});
    expect(plain.body).toBe(source.body);
  });
});
