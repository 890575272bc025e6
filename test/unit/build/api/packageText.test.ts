import { describe, expect, it } from 'vitest';
import { apiPageMarkdown } from '../../../../src/build/api/apiMarkdown.js';
import { apiWords } from '../../../../src/build/api/apiWords.js';
import { packageText } from '../../../../src/build/api/packageText.js';
import { sanitizeApi } from '../../../../src/build/api/sanitizeApi.js';
import type { ComponentApi } from '../../../../src/build/api/types.js';
import { render } from '../markdown/helpers.js';

/** JSDoc an attacker (or a careless author) could put in a package's `.d.ts`. */
const HOSTILE = [
  '<script>window.pwned = 1</script>',
  '<img src=x onerror="window.pwned = 1">',
  '<img src="javascript:alert(1)">',
  '[x](javascript:alert(1))',
  '[X](JaVaScRiPt:alert(1))',
  '<a href="javascript:alert(1)">a</a>',
  '<a href=" javascript:alert(1)">spaced</a>',
  '<a href="java&#x09;script:alert(1)">entity</a>',
  '<a href="vbscript:msgbox(1)">vb</a>',
  '<iframe src="https://evil.example/"></iframe>',
  '[d](data:text/html,<script>alert(1)</script>)',
  '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">b64</a>',
  '<svg onload="window.pwned = 1"><script>alert(1)</script></svg>',
  '<style>body { display: none }</style>',
  '<form action="https://evil.example/"><input name="q"><button formaction="javascript:alert(1)">go</button></form>',
  '<div onclick="alert(1)" style="position:fixed">overlay</div>',
  '<details open ontoggle="alert(1)">t</details>',
  '<javascript:alert(1)>',
  '&lt;script&gt;alert(1)&lt;/script&gt;',
  '\\<script>alert(1)</script>',
  '<scr<script>ipt>alert(1)</script>',
  '```html\n<script>alert(1)</script>\n```',
  'one\n\n<script>alert(1)</script>\n\ntwo',
  '<object data="x.swf"></object><embed src="x.swf">',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
];

/** What no HTML made from package text may hold. */
function expectHarmless(html: string): void {
  expect(html).not.toMatch(/<(script|iframe|object|embed|style|svg|math|form|input|button)\b/i);
  expect(html).not.toMatch(/\son[a-z]+\s*=/i);
  expect(html).not.toMatch(/(href|src|action|formaction)\s*=\s*"\s*(javascript|vbscript|data):/i);
}

const widget = (description: string, deprecated?: string): ComponentApi => ({
  name: 'Widget',
  imports: ["import Widget from '@evil/widgets/Widget';"],
  props: { size: { type: "'small' | 'large'", description, ...(deprecated !== undefined ? { deprecated } : {}) } },
  classes: [{ key: 'root', className: '.MuiWidget-root', description }],
  slots: [{ name: 'root', description }],
  demos: [],
});

const context = { routeOf: () => undefined, rewriteLink: (href: string) => href };
const words = apiWords({}, 'neutral');

describe('packageText: JSDoc from a package is text', () => {
  it('keeps markdown formatting, code and http(s), mailto and relative links', () => {
    const text = 'Plain **bold**, _em_, `code`, [a link](https://mui.com/x/), [mail](mailto:a@b.c), [local](/material-ui/api/button/).';
    expect(packageText(text)).toBe('Plain **bold**, *em*, `code`, [a link](https://mui.com/x/), [mail](mailto:a@b.c), [local](/material-ui/api/button/).');
    expect(packageText('Keep <kbd>Ctrl</kbd> and <b>b</b>; a <br> break')).toBe('Keep `Ctrl` and **b**; a<br>break');
    expect(packageText('![logo](https://mui.com/logo.svg)')).toBe('![logo](https://mui.com/logo.svg)');
    expect(packageText('Either:\n- `small`\n- `large`')).toBe('Either:\n\n- `small`\n- `large`');
  });

  it('drops script, style, frames, forms, event handlers and javascript:, data: and vbscript: URLs', () => {
    expect(packageText('<script>window.pwned = 1</script>after')).toBe('after');
    expect(packageText('<img src=x onerror="window.pwned = 1">')).toBe('');
    expect(packageText('[x](javascript:alert(1))')).toBe('x');
    expect(packageText('<a href="javascript:alert(1)">click</a>')).toBe('click');
    expect(packageText('[d](data:text/html,<script>alert(1)</script>)')).toBe('d');
    expect(packageText('<iframe src="https://evil.example/"></iframe>')).toBe('');
    expect(packageText('&lt;script&gt;')).toBe('\\<script>');
    for (const input of HOSTILE) expectHarmless(render(packageText(input)).html);
  });

  it('leaves nothing hostile in an API page made of such text, in any of its cells', () => {
    for (const input of HOSTILE) {
      const api = sanitizeApi(widget(input, input));
      expect(api.props.size).toMatchObject({ description: packageText(input), deprecated: packageText(input) });
      expect([api.classes[0]!.description, api.slots![0]!.description]).toEqual([packageText(input), packageText(input)]);
      expectHarmless(render(apiPageMarkdown(api, context, words)).html);
    }
    // Without sanitising, the same page runs the script: what this guards.
    expect(render(apiPageMarkdown(widget(HOSTILE[0]!), context, words)).html).toContain('<script>');
  });
});
