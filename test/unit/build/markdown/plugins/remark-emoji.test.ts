import { describe, expect, it } from 'vitest';
import { replaceShortcodes } from '../../../../../src/build/markdown/plugins/remark-emoji.js';
import { md, render } from '../helpers.js';

describe('remark-emoji', () => {
  it('replaces known shortcodes, keeps unknown ones and colons as written', () => {
    expect(replaceShortcodes('Shipped :tada: :+1: :rocket:')).toBe('Shipped 🎉 👍 🚀');
    expect(replaceShortcodes('at 10:30:00, :not_an_emoji: and a:b')).toBe('at 10:30:00, :not_an_emoji: and a:b');
    expect(replaceShortcodes(':constructor: :toString:')).toBe(':constructor: :toString:');
  });

  it('renders emoji in text, headings, links and tables, never in code', () => {
    const { html, headings } = render(
      md(
        '# Release :sparkles:',
        '',
        'Done :white_check_mark: see [it :link:](#x).',
        '',
        '`:tada:`',
        '',
        '```',
        ':tada:',
        '```',
        '',
        '| a |',
        '| - |',
        '| :fire: |',
      ),
    );
    expect(html).toContain('<h1>Release ✨</h1>');
    expect(html).toContain('Done ✅ see <a href="#x">it 🔗</a>.');
    expect(html).toContain('<code>:tada:</code>');
    expect(html).toContain('<code>:tada:\n</code>');
    expect(html).toContain('<td>🔥</td>');
    expect(headings).toEqual([]);
  });

  it('leaves raw HTML alone', () => {
    expect(render(md('# T', '', '<span title=":tada:">x</span>')).html).toContain('title=":tada:"');
  });
});
