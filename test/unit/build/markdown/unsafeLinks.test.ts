import { describe, expect, it } from 'vitest';
import { isScriptUrl } from '../../../../src/build/markdown/links.js';
import { scanOutline } from '../../../../src/build/markdown/outline.js';
import type { Diagnostic } from '../../../../src/build/util/diagnostics.js';
import { md, render } from './helpers.js';

/** A page of the site's own markdown with every way to write a link that runs script, and harmless ones. */
const PAGE = md(
  '# Links',
  '',
  'A [markdown link](javascript:alert(1)) and a [safe one](https://example.com/).',
  '',
  '![an image](data:text/html,<script>alert(1)</script>)',
  '',
  'Inline <a title="a > b" href="JavaScript:alert(1)">raw link</a> and <a href=javascript:void(0)>unquoted</a>.',
  '',
  '<div>',
  '  <p>In a block</p>',
  '  <iframe src="data:text/html;base64,PHNjcmlwdD4="></iframe>',
  '  <a href="java&#x09;script:alert(1)">entity</a>',
  '  <!-- <a href="javascript:commented-out()">not a link</a> -->',
  '</div>',
  '',
  '- a list item with [a link](vbscript:msgbox(1))',
  '',
  '`[code](javascript:alert(1))` and <a href="data:image/png;base64,AAAA">an image link</a> are fine.',
);

const input = (body: string) => ({ body, frontMatter: {}, file: 'content/page.md', lineOffset: 2, route: '/page/', resolveMarkdownLink: () => undefined });
const warnings = (diagnostics: readonly Diagnostic[]) =>
  diagnostics.filter((entry) => entry.code === 'unsafe-link').map(({ line, column, message }) => ({ line, column, message }));
/** Places as both parsers give them: the outline's columns in a list item are counted from its text, as for every link (a known difference). */
const lines = (diagnostics: readonly Diagnostic[]) => warnings(diagnostics).map(({ line, message }) => ({ line, message }));

describe('unsafe-link: a javascript: or data:text/html URL in the site’s markdown', () => {
  it('reads URLs as a browser does', () => {
    for (const url of ['javascript:alert(1)', 'JAVASCRIPT:x', ' \tjava\nscript:x', 'vbscript:x', 'data:text/html,<b>', 'DATA:Text/HTML;base64,AA'])
      expect(isScriptUrl(url), url).toBe(true);
    for (const url of ['https://example.com/javascript:x', '/javascript', 'data:image/png;base64,AA', 'mailto:a@b.c', '#javascript:'])
      expect(isScriptUrl(url), url).toBe(false);
  });

  it('is a warning at each link’s line, from the build and from check alike, and the page is kept as written', () => {
    const built = render(PAGE, input(PAGE));
    const checked = scanOutline(input(PAGE));
    const expected = [5, 7, 9, 9, 13, 14, 18].map((line) => expect.objectContaining({ line }));
    expect(warnings(built.diagnostics)).toEqual(expected);
    expect(lines(checked.diagnostics)).toEqual(lines(built.diagnostics));
    expect(warnings(checked.diagnostics).slice(0, -1)).toEqual(warnings(built.diagnostics).slice(0, -1));
    expect(built.diagnostics.every((entry) => entry.severity === 'warning')).toBe(true);
    expect(warnings(built.diagnostics)[0]!.message).toBe(
      'Unsafe link "javascript:alert(1)": a javascript:, vbscript: or data:text/html URL runs script on the site\'s origin',
    );
    // Authors are trusted: their HTML is not changed.
    expect(built.html).toContain('<a href="javascript:alert(1)">markdown link</a>');
  });
});
