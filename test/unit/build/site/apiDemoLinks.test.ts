import { describe, expect, it } from 'vitest';
import { frontMatterDemoLinks } from '../../../../src/build/site/apiDemoLinks.js';
import type { SourcePage } from '../../../../src/build/site/readPages.js';

const page = (route: string, title: string, components: string[] | undefined, productId = 'material-ui'): SourcePage => ({
  file: `content${route}.md`,
  contentPath: `${route.slice(1, -1)}.md`,
  route,
  frontMatter: { title },
  body: `# ${title}\n\n{{"demo": "Demo.js"}}\n`,
  lineOffset: 0,
  productCategoryId: 'core',
  productId,
  ...(components ? { componentPage: { components, hooks: [], lines: {} } } : {}),
});

describe("an API page's demo pages", () => {
  it('are the pages whose front matter components: names the component, when the product names them so (as MUI does)', () => {
    const pages = [
      page('/material-ui/react-box/', 'Box', ['Box']),
      // A page whose demos use a Box, but that documents other components.
      page('/material-ui/react-grid/', 'Grid', ['Grid']),
      page('/material-ui/react-button-group/', 'Button Group', ['Button', 'ButtonGroup']),
      page('/material-ui/react-button/', 'Button', ['Button', 'IconButton', 'Button']),
      page('/material-ui/getting-started/', 'Getting started', undefined),
      page('/joy-ui/react-box/', 'Joy Box', ['Box'], 'joy-ui'),
    ];
    const links = frontMatterDemoLinks(pages, 'material-ui')!;
    expect(links.get('Box')).toEqual([{ title: 'Box', route: '/material-ui/react-box/' }]);
    expect(links.get('Button')).toEqual([
      { title: 'Button Group', route: '/material-ui/react-button-group/' },
      { title: 'Button', route: '/material-ui/react-button/' },
    ]);
    expect(links.get('Chip')).toBeUndefined();
  });

  it("are left to the demos' imports when no page of the product names its components", () => {
    expect(
      frontMatterDemoLinks([page('/acme/react-widget/', 'Widget', undefined, 'acme'), page('/joy-ui/react-box/', 'Box', ['Box'], 'joy-ui')], 'acme'),
    ).toBeUndefined();
  });
});
