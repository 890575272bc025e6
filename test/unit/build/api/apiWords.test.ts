import { describe, expect, it } from 'vitest';
import { apiPageMarkdown } from '../../../../src/build/api/apiMarkdown.js';
import { apiWords, fillPhrase } from '../../../../src/build/api/apiWords.js';
import { siteSourceFile } from '../../../../src/build/api/siteSourceFile.js';
import type { ComponentApi } from '../../../../src/build/api/types.js';

const context = { routeOf: (name: string) => (name === 'Base' ? '/ui/api/base/' : undefined), rewriteLink: (href: string) => href };
const component = (extra: Partial<ComponentApi> = {}): ComponentApi => ({
  name: 'Slider',
  imports: ["import { Slider } from '@acme/ui';"],
  props: { value: { type: 'number', description: 'The value.' } },
  classes: [],
  demos: [{ title: 'Slider', route: '/ui/react-slider/' }],
  ...extra,
});
const classes = [{ key: 'root', className: '.AcmeSlider-root', description: 'The root.' }];

describe('API page wording', () => {
  it('is neutral by default: no "React", no "exported module", CSS classes named only when the component has some', () => {
    const words = apiWords({}, 'neutral');
    const page = apiPageMarkdown(component(), context, words);
    expect(page).toContain('<p class="description">API reference for the Slider component: its props and import.</p>');
    expect(page).toContain('For examples and details on the usage of this component, see its demo pages:');
    expect(page).not.toMatch(/React|exported module/);
    expect(page.match(/^## .*/gm)).toEqual(['## Demos', '## Import', '## Props']);
    const styled = apiPageMarkdown(component({ classes }), context, words);
    expect(styled).toContain('<p class="description">API reference for the Slider component: its props, CSS classes and import.</p>');
    expect(styled.match(/^## .*/gm)).toEqual(['## Demos', '## Import', '## Props', '## CSS classes']);
  });

  it("keeps MUI's sentences for a source that asks for them", () => {
    const page = apiPageMarkdown(component({ classes }), context, apiWords({}, 'mui'));
    expect(page).toContain(
      '<p class="description">API reference docs for the React Slider component. Learn about the props, CSS, and other APIs of this exported module.</p>',
    );
    expect(page).toContain('For examples and details on the usage of this React component, visit the component demo pages:');
  });

  it("takes the site's dictionary over docsgen's English, placeholders filled and escaped where they go", () => {
    const dictionary = {
      apiPage: { description: 'Référence de {name} <b>', props: 'Propriétés', inheritedComponent: 'Aussi les props de {component}.' },
    };
    const page = apiPageMarkdown(component({ inheritance: { component: 'Base' } }), context, apiWords(dictionary, 'neutral'));
    expect(page).toContain('<p class="description">Référence de Slider &lt;b&gt;</p>');
    expect(page).toContain('## Propriétés');
    expect(page).toContain('Aussi les props de [Base](/ui/api/base/).');
    // What the site leaves out stays docsgen's.
    expect(page).toContain('## Import');
  });

  it('fills known placeholders and leaves unknown ones as written', () => {
    expect(fillPhrase('{a} and {b} and {a}', { a: 'x' })).toBe('x and {b} and x');
  });
});

describe('the source file an API page links to and is dated by', () => {
  it('is a file of the site, relative to its root; none in node_modules or outside the site', () => {
    expect(siteSourceFile('/site', '/site/src/Slider.tsx')).toBe('src/Slider.tsx');
    expect(siteSourceFile('/site', 'packages/ui/src/index.ts')).toBe('packages/ui/src/index.ts');
    expect(siteSourceFile('/site', '/site/node_modules/@acme/ui/Slider.d.ts')).toBeUndefined();
    expect(siteSourceFile('/site', '/site/packages/ui/node_modules/x/index.d.ts')).toBeUndefined();
    expect(siteSourceFile('/site', '/elsewhere/Slider.tsx')).toBeUndefined();
    expect(siteSourceFile('/site', '/site')).toBeUndefined();
  });
});
