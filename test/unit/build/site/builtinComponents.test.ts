import { describe, expect, it } from 'vitest';
import { builtinComponent } from '../../../../src/build/site/builtinComponents.js';
import { checkComponents } from '../../../../src/build/site/checkComponents.js';

describe('builtinComponent', () => {
  it("knows MUI's ComponentLinkHeader by its name, with any folder and a JS or TS extension", () => {
    for (const name of [
      'modules/components/ComponentLinkHeader.js',
      'docs/src/modules/components/ComponentLinkHeader.tsx',
      'ComponentLinkHeader',
      'x/ComponentLinkHeader.jsx',
    ]) {
      expect(builtinComponent(name)).toBe('ComponentLinkHeader');
    }
  });

  it('knows no other MUI docs component, nor a name that only contains it', () => {
    for (const name of [
      'modules/components/MaterialShowcase.js',
      'modules/components/ComponentLinkHeader.css',
      'MyComponentLinkHeader.js',
      'ComponentLinkHeader/index.js',
    ]) {
      expect(builtinComponent(name)).toBeUndefined();
    }
  });
});

describe('checkComponents', () => {
  it('warns about a component neither configured nor built in', () => {
    const refs = [
      { name: 'modules/components/ComponentLinkHeader.js', line: 3 },
      { name: 'modules/components/MaterialShowcase.js', line: 5 },
      { name: 'TemplateList', line: 7 },
    ];
    expect(checkComponents('content/p.md', refs, { TemplateList: 'TemplateList.tsx' })).toEqual([
      expect.objectContaining({
        code: 'unknown-component',
        line: 5,
        message: 'Unknown component "modules/components/MaterialShowcase.js": add it to config "components"',
      }),
    ]);
  });
});
