import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DemoBlock, type DemoBlockProps } from '../../../../src/runtime/components/DemoBlock.js';
import { BUILTIN_ENGLISH, shellLabels } from '../../../../src/build/util/labels.js';

const props: DemoBlockProps = {
  id: 'content/material-ui/demos/Counter',
  anchor: 'demo-Counter',
  dependencies: { react: '19.0.0', '@mui/material': '7.0.0' },
  idPrefix: 'd1-',
  previewHtml: '<button>Hi</button>',
  styling: 'MUI System',
  sources: [{ variant: 'TS', styling: 'MUI System', html: '<pre><code>x</code></pre>' }],
  options: {},
  labels: shellLabels(BUILTIN_ENGLISH).demo,
};
const render = (extra: Partial<DemoBlockProps> = {}) => renderToStaticMarkup(<DemoBlock {...props} {...extra} />);
/** The toolbar's action buttons and links: their tag and attributes. */
const actionsOf = (html: string) =>
  [...html.matchAll(/<(button|a)(\s[^>]*class="docsgen-demo-action"[^>]*)>/g)].map(([, tag, attributes]) => ({
    tag,
    ...Object.fromEntries([...attributes!.matchAll(/([\w-]+)="([^"]*)"/g)].map(([, name, value]) => [name, value])),
  })) as Record<string, string>[];

describe("a demo's toolbar", () => {
  it('carries the anchor and the dependencies, and labels every action (its tooltip too)', () => {
    const html = render();
    expect(html).toMatch(
      /^<div class="docsgen-demo" data-demo="[^"]*" id="demo-Counter" data-dependencies="\{&quot;react&quot;:&quot;19.0.0&quot;,&quot;@mui\/material&quot;:&quot;7.0.0&quot;\}"/,
    );
    const actions = actionsOf(html);
    expect(actions.map((action) => [action['data-demo-action'], action['aria-label']])).toEqual([
      ['edit', 'Edit the code live'],
      ['codesandbox', 'Edit in CodeSandbox'],
      ['stackblitz', 'Edit in StackBlitz'],
      ['copy-link', 'Copy link to this demo'],
      ['reset', 'Reset demo'],
    ]);
    expect(actions.every((action) => action['data-tooltip'] === action['aria-label'] && action.tag === 'button')).toBe(true);
  });

  it('links to the source only when config editUrl gives it a link', () => {
    const link = actionsOf(render({ sourceHref: 'https://github.com/org/repo/edit/main/docs/demos/Counter.tsx' })).find((action) => action.tag === 'a');
    expect(link?.href).toBe('https://github.com/org/repo/edit/main/docs/demos/Counter.tsx');
    expect(link?.['aria-label']).toBe('View source');
    expect(actionsOf(render()).some((action) => action.tag === 'a')).toBe(false);
  });
});
