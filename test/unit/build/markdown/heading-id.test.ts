import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { describe, expect, it } from 'vitest';
import { escapeHeadingText, headingCodeHtml, headingHash, headingId } from '../../../../src/build/markdown/heading-id.js';
import { scanOutline } from '../../../../src/build/markdown/outline.js';
import type { Heading } from '../../../../src/build/markdown/types.js';
import { CORPUS_LIKE_PAGES, CORPUS_PAGES, type PageSource } from '../../../helpers/corpus.js';
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

/** Headings of a source's pages, each with its page (relative to the source's folder) and the id docsgen must give it. */
type HeadingIds = [file: string, heading: string, id: string][];

/**
 * Real headings of the MUI corpus and the ids mui.com gives them (the anchors its own pages and
 * the live site link to).
 */
const MUI_IDS: HeadingIds = [
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

/**
 * Headings of the corpus-like fixture (written for these tests) and the ids that the rules above
 * give them: apostrophes, quotes, `&`, `=>`, `<Tag>` and `<Tag />` in code, `_`, `.`, `@` and `-`,
 * brackets and braces, a no-break space, a literal URL, emoji dropped and kept, letters of other
 * scripts, and repeats (at the same depth and at another).
 */
const CORPUS_LIKE_IDS: HeadingIds = [
  ['getting-started/faq/faq.md', '## Troubleshooting', 'troubleshooting'],
  ['getting-started/faq/faq.md', '## Troubleshooting', 'troubleshooting-2'],
  ['getting-started/faq/faq.md', "### Why doesn't my theme apply to portals?", 'why-doesnt-my-theme-apply-to-portals'],
  ['getting-started/faq/faq.md', '### The "Invalid hook call" error', 'the-quot-invalid-hook-call-quot-error'],
  ['getting-started/faq/faq.md', '### Two copies of @larkspur/styles in node_modules', 'two-copies-of-larkspur-styles-in-node-modules'],
  ['getting-started/faq/faq.md', '### Can I use Tailwind CSS & Larkspur UI together?', 'can-i-use-tailwind-css-amp-larkspur-ui-together'],
  ['getting-started/faq/faq.md', '### `useBreakpoint` returns `null` on the first render', 'usebreakpoint-returns-null-on-the-first-render'],
  ['getting-started/faq/faq.md', "### [v1] Why aren't my class names stable in snapshots?", 'v1-why-arent-my-class-names-stable-in-snapshots'],
  ['getting-started/faq/faq.md', '### Is www.larkspur-ui.dev the only official site?', 'is-www-larkspur-ui-dev-the-only-official-site'],
  [
    'getting-started/faq/faq.md',
    "### What's the difference between Larkspur\u00A0UI and Larkspur\u00A0Pro?",
    'whats-the-difference-between-larkspur-ui-and-larkspur-pro',
  ],
  ['getting-started/usage/usage.md', '### The `color-scheme` meta tag', 'the-color-scheme-meta-tag'],
  ['getting-started/usage/usage.md', '### `<Baseline />`', 'baseline'],
  ['components/button/button.md', '## Sizes', 'sizes'],
  ['components/button/button.md', '### Sizes', 'sizes-2'],
  ['components/button/button.md', '## Restyling', 'restyling'],
  ['components/button/button.md', '## Restyling', 'restyling-2'],
  ['components/button/button.md', '## `Pressable` and `<a>` elements', 'pressable-and-a-gt-elements'],
  ['components/slider/slider.md', '## Value bubble ⭐', 'value-bubble-%E2%AD%90'],
  ['customization/theming/theming.md', '### `createLarkTheme(options, ...overrides) => theme`', 'createlarktheme-options-overrides-theme'],
  ['customization/theming/theming.md', '### `scaleType(theme, { factor }) => theme`', 'scaletype-theme-factor-theme'],
  ['customization/theming/theming.md', '### `unstable_createCompactTheme(options) => theme`', 'unstable-createcompacttheme-options-theme'],
  ['customization/theming/theming.md', '### `<ThemeProvider>` props', 'themeprovider-gt-props'],
  ['customization/palette/palette.md', '## Adding & removing colours', 'adding-amp-removing-colours'],
  ['customization/palette/palette.md', '## Choosing colours 🎨', 'choosing-colours'],
  ['customization/css-variables/overview.md', "## What's in the next guides?", 'whats-in-the-next-guides'],
  ['discover-more/changelog/changelog.md', '### `@larkspur/ui@2.3.0`', 'larkspur-ui-2-3-0'],
  ['discover-more/changelog/changelog.md', '### Docs', 'docs'],
  ['discover-more/changelog/changelog.md', '### Docs', 'docs-2'],
  ['discover-more/changelog/changelog.md', '### Docs', 'docs-3'],
  ['discover-more/changelog/changelog.md', '## v2.2.0 🚀', 'v2-2-0'],
  ['discover-more/changelog/changelog.md', '### Breaking changes ⚠️', 'breaking-changes'],
  ['discover-more/changelog/changelog.md', '## v2.0.0 — Larkspur 2 is out!', 'v2-0-0-larkspur-2-is-out'],
  ['discover-more/changelog/changelog.md', '### Thanks ❤️', 'thanks-%E2%9D%A4%EF%B8%8F'],
  ['discover-more/changelog/changelog.md', '### 日本語 ドキュメント', '%E6%97%A5%E6%9C%AC%E8%AA%9E-%E3%83%89%E3%82%AD%E3%83%A5%E3%83%A1%E3%83%B3%E3%83%88'],
];

const HEADING_IDS: [PageSource, HeadingIds, string][] = [
  [CORPUS_LIKE_PAGES, CORPUS_LIKE_IDS, 'heading ids of the corpus-like fixture are those the rules give'],
  [CORPUS_PAGES, MUI_IDS, 'heading ids of the MUI corpus are mui.com’s'],
];

/** A page's text and its headings as the build and as check (scanOutline) see them. */
interface PageHeadings {
  text: string;
  built: Heading[];
  outline: Heading[];
}

/** Each page is read, rendered and scanned once, for all its rows. */
const pageHeadings = new Map<string, PageHeadings>();
function headingsOf(dir: string, file: string): PageHeadings {
  const key = join(dir, file);
  let page = pageHeadings.get(key);
  if (!page) {
    const text = readFileSync(key, 'utf8');
    const { content } = matter(text);
    const input = { body: content, frontMatter: {}, file, lineOffset: 0, route: '/p/', resolveMarkdownLink: () => undefined };
    page = { text, built: render(content).headings, outline: scanOutline(input).headings };
    pageHeadings.set(key, page);
  }
  return page;
}

for (const [source, ids, name] of HEADING_IDS) {
  describe.skipIf(!source.present)(`${name}${source.suffix}`, () => {
    it.each(ids)('%s: %s → #%s', (file, heading, id) => {
      const page = headingsOf(source.dir, file);
      expect(page.text.split('\n')).toContain(heading);
      const [, hashes = '', title = ''] = /^(#+) (.*)$/.exec(heading) ?? [];
      // The headings of its depth and text (a repeated one has several, each with its own id).
      const built = page.built.filter((h) => h.depth === hashes.length && h.text === title.replace(/`/g, '').replace(/\s+/g, ' '));
      expect(built.map((h) => h.id)).toContain(id);
      expect(page.outline.map((h) => h.id)).toContain(id);
    });
  });
}
