import { describe, expect, it } from 'vitest';
import { frontMatterDemoLinks, importedNames, pageTitle } from '../../../../src/build/site/apiDemoLinks.js';
import { readDemoImports } from '../../../../src/build/demos/demoImportParser.js';
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

describe("what an API page's demo links read of a page and its demos", () => {
  const titled = (body: string, title?: string) => ({
    file: 'content/acme/widget.md',
    route: '/acme/widget/',
    lineOffset: 0,
    body,
    frontMatter: title === undefined ? {} : { title },
  });

  it('titles a page by its `# ` heading as readers see it, else its front matter title, else its route; a `#` line in code is no heading', () => {
    expect(pageTitle(titled('```sh\n# install it\nnpm i acme\n```\n\n# The `Widget` :tada:\n', 'Widget page'))).toBe('The Widget 🎉');
    expect(pageTitle(titled('```sh\n# install it\n```\n', 'Widget page'))).toBe('Widget page');
    expect(pageTitle(titled('No heading.\n'))).toBe('/acme/widget/');
  });

  it("takes the names a demo imports from the package and the components whose module's default it imports", () => {
    const imports = readDemoImports(`import * as React from 'react';
import Widget from '@acme/ui/Widget';
import Helper, { helperClasses } from '@acme/ui/utils/Helper';
import {
  Gadget as G, // the one gadget
  type GadgetProps,
  Gizmo,
} from '@acme/ui';
import type { Theme } from '@acme/ui';
import * as Whole from '@acme/ui/Whole';
const text = \`import { Fake } from '@acme/ui';\`;
`);
    expect([...importedNames(imports, '@acme/ui')].sort()).toEqual(['Gadget', 'Gizmo', 'Widget']);
  });
});
