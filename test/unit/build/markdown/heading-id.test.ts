import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { escapeHeadingText, headingCodeHtml, headingHash, headingId } from '../../../../src/build/markdown/heading-id.js';
import { scanOutline } from '../../../../src/build/markdown/outline.js';
import { render } from './helpers.js';

/** The id the build gives the one h2 of a page. */
const idOf = (heading: string): string | undefined => render(`# T\n\n## ${heading}\n`).headings[0]?.id;

describe('headingHash', () => {
  it('lower-cases and joins words with -', () => {
    expect(headingHash('Basic Usage')).toBe('basic-usage');
  });

  it('turns runs of ASCII punctuation, `_` and white space into one -, trimming the ends', () => {
    expect(headingHash('  Version 5.0 -- 2024!  ')).toBe('version-5-0-2024');
    expect(headingHash('snake_case [and] {braces}')).toBe('snake-case-and-braces');
    expect(headingHash('a\\b')).toBe('a%5Cb');
  });

  it('strips HTML tags, keeping the text between them', () => {
    expect(headingHash('Press <kbd>Ctrl</kbd> + <em>K</em>')).toBe('press-ctrl-k');
  });

  it('drops escaped arrows, `<`, ` />` and apostrophes but keeps `amp`, `quot` and `gt`', () => {
    expect(headingHash(escapeHeadingText("What's new"))).toBe('whats-new');
    expect(headingHash(escapeHeadingText('Cats & dogs'))).toBe('cats-amp-dogs');
    expect(headingHash(escapeHeadingText('The "best" way'))).toBe('the-quot-best-quot-way');
    expect(headingHash(headingCodeHtml('f(x) => y'))).toBe('f-x-y');
    expect(headingHash(headingCodeHtml('<Box />'))).toBe('box');
    expect(headingHash(headingCodeHtml('<Box>') + ' props')).toBe('box-gt-props');
  });

  it('drops the emoji MUI drops, with their U+FE0F, and percent-encodes the others', () => {
    expect(headingHash('Gems 💎')).toBe('gems');
    expect(headingHash('⚠️ Careful')).toBe('careful');
    expect(headingHash('Done ✅')).toBe('done-%E2%9C%85');
    expect(headingHash('Heart ❤️')).toBe('heart-%E2%9D%A4%EF%B8%8F');
    // The dashes and quotes of typography are in the dropped range too.
    expect(headingHash('It’s — fine')).toBe('its-fine');
  });

  it('percent-encodes letters of other scripts as encodeURI does', () => {
    expect(headingHash('Café')).toBe('caf%C3%A9');
    expect(headingHash('快速开始 (入门)')).toBe(encodeURI('快速开始-入门'));
  });

  it('never throws on a lone surrogate', () => {
    expect(headingHash('a \uD800 b')).toBe('a-%EF%BF%BD-b');
  });

  it('returns an empty string when nothing is left', () => {
    expect(headingHash('!!! ---')).toBe('');
  });
});

describe('headingId', () => {
  it('numbers repeats -2, -3, the first occurrence plain', () => {
    const seen = new Map<string, number>();
    expect(headingId('Props', seen)).toBe('props');
    expect(headingId('Props', seen)).toBe('props-2');
    expect(headingId('props!', seen)).toBe('props-3');
    expect(headingId('Other', seen)).toBe('other');
  });

  it('never hands out an id twice, even when a heading text looks like a numbered repeat', () => {
    const seen = new Map<string, number>();
    const ids = ['A', 'A-2', 'A', 'A', 'A-2'].map((text) => headingId(text, seen));
    expect(ids).toEqual(['a', 'a-2', 'a-3', 'a-4', 'a-2-2']);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('uses "heading" when the text has no letters or digits', () => {
    const seen = new Map<string, number>();
    expect(headingId('???', seen)).toBe('heading');
    expect(headingId('💎', seen)).toBe('heading-2');
  });

  it('is independent per page (per seen map)', () => {
    expect(headingId('Intro', new Map())).toBe('intro');
    expect(headingId('Intro', new Map())).toBe('intro');
  });
});

describe('heading ids of rendered markdown', () => {
  it('hash the heading as HTML: entities in text, code and tags as marked writes them', () => {
    expect(idOf('Cats &amp; dogs')).toBe('cats-amp-dogs');
    expect(idOf('`useTheme() => Theme`')).toBe('usetheme-theme');
    expect(idOf('`<Grid>` *and* **`<Stack>`**')).toBe('grid-gt-and-stack-gt');
    expect(idOf('Use [the link](/x/) ![icon](i.png)')).toBe('use-the-link');
    expect(idOf('Mode <span class="x">dark</span>')).toBe('mode-dark');
  });

  it('gives check (the markdown-it outline) the same ids', () => {
    const body = '# T\n\n## Cats & dogs\n\n## `<Grid>` props\n\n## Gems 💎 :white_check_mark:\n\n## Gems\n';
    const input = { body, frontMatter: {}, file: 'p.md', lineOffset: 0, route: '/p/', resolveMarkdownLink: () => undefined };
    expect(scanOutline(input).headings.map((h) => h.id)).toEqual(['cats-amp-dogs', 'grid-gt-props', 'gems-%E2%9C%85', 'gems']);
    expect(render(body).headings.map((h) => h.id)).toEqual(['cats-amp-dogs', 'grid-gt-props', 'gems-%E2%9C%85', 'gems']);
  });
});

const corpus = resolve(dirname(fileURLToPath(import.meta.url)), '../../../../../shared/corpus/mui-material/data/material');

/**
 * Real headings of the MUI corpus and the ids mui.com gives them (the anchors its own pages and
 * the live site link to).
 */
const MUI_IDS: [file: string, heading: string, id: string][] = [
  ['customization/typography/typography.md', '## Adding & disabling variants', 'adding-amp-disabling-variants'],
  [
    'discover-more/backers/backers.md',
    '### Why is Material UI a "crowd-funded open-source project"?',
    'why-is-material-ui-a-quot-crowd-funded-open-source-project-quot',
  ],
  [
    'discover-more/backers/backers.md',
    "### What's the difference between Open\u00A0Collective and the for-profit?",
    'whats-the-difference-between-open-collective-and-the-for-profit',
  ],
  ['discover-more/backers/backers.md', "## MUI's sponsors", 'muis-sponsors'],
  ['discover-more/backers/backers.md', '### Diamond 💎', 'diamond'],
  ['discover-more/backers/backers.md', '### Gold 🏆', 'gold'],
  ['getting-started/faq/faq.md', "## My App doesn't render correctly on the server", 'my-app-doesnt-render-correctly-on-the-server'],
  [
    'getting-started/faq/faq.md',
    "## [legacy] Why aren't my components rendering correctly in production builds?",
    'legacy-why-arent-my-components-rendering-correctly-in-production-builds',
  ],
  ['getting-started/faq/faq.md', '### Duplicated module in node_modules', 'duplicated-module-in-node-modules'],
  ['customization/breakpoints/breakpoints.md', '### `theme.breakpoints.up(key) => media query`', 'theme-breakpoints-up-key-media-query'],
  ['customization/theming/theming.md', '### `createTheme(options, ...args) => theme`', 'createtheme-options-args-theme'],
  [
    'customization/theming/theming.md',
    '### `unstable_createMuiStrictModeTheme(options, ...args) => theme`',
    'unstable-createmuistrictmodetheme-options-args-theme',
  ],
  ['experimental-api/css-theme-variables/usage/usage.md', '### `<CssVarsProvider>` props', 'cssvarsprovider-gt-props'],
  ['experimental-api/css-theme-variables/usage/usage.md', '### `useColorScheme: () => ColorSchemeContextValue`', 'usecolorscheme-colorschemecontextvalue'],
];

describe.skipIf(!existsSync(corpus))('heading ids of the MUI corpus are mui.com’s', () => {
  it.each(MUI_IDS)('%s: %s → #%s', (file, heading, id) => {
    const source = readFileSync(join(corpus, file), 'utf8');
    expect(source.split('\n')).toContain(heading);
    const { content } = matter(source);
    const input = { body: content, frontMatter: {}, file, lineOffset: 0, route: '/p/', resolveMarkdownLink: () => undefined };
    const text = heading.replace(/^#+ /, '');
    const built = render(content).headings.find((h) => h.text === text.replace(/`/g, '').replace(/\s+/g, ' '));
    expect(built?.id).toBe(id);
    expect(scanOutline(input).headings.map((h) => h.id)).toContain(id);
  });
});
