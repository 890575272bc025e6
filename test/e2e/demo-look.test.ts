import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../helpers/browserSession.js';
import { FIXTURES } from '../helpers/site.js';

// Demos look as on mui.com: the docs' content styles stop at a demo (MUI's components keep their
// own colours), and the frame around a demo is the one its `bg` option names, light and dark.
const session = useBrowserSession({ root: path.join(FIXTURES, 'demos') });
const page = () => session.page;
const demos = (name: string) => page().locator(`.docsgen-demo[data-demo="content/material-ui/demos/${name}"]`);
const live = () => demos('LinkButtons').locator('.docsgen-demo-root');
const style = (locator: Locator, property: string) => locator.evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);

/** The colour a CSS value computes to in the page's article (e.g. `var(--docsgen-link)`). */
function colourOf(value: string): Promise<string> {
  return page().evaluate((color) => {
    const probe = document.createElement('span');
    probe.style.color = color;
    document.querySelector('article')!.append(probe);
    const computed = getComputedStyle(probe).color;
    probe.remove();
    return computed;
  }, value);
}

async function open(colorScheme: 'light' | 'dark'): Promise<Page> {
  await page().emulateMedia({ colorScheme });
  await page().goto(session.url('/material-ui/look/'));
  await expect(page().locator('html').getAttribute('data-mui-color-scheme')).resolves.toBe(colorScheme);
  return page();
}

async function expectOwnStyles(): Promise<void> {
  const button = live().getByRole('link', { name: 'Button link' });
  const link = live().getByRole('link', { name: 'MUI link' });
  const markdownLink = page().locator('article > p a', { hasText: 'markdown link' });
  // MUI's colours, those its theme gives the same palette entries elsewhere in the demo.
  await expect(style(button, 'color')).resolves.toBe(await style(live().locator('[data-probe="contrast"]'), 'color'));
  await expect(style(button, 'text-decoration-line')).resolves.toBe('none');
  await expect(style(link, 'color')).resolves.toBe(await style(live().locator('[data-probe="primary"]'), 'color'));
  // The markdown's link keeps the docs' colour, which no link of the demo has.
  const docsLink = await colourOf('var(--docsgen-link)');
  await expect(style(markdownLink, 'color')).resolves.toBe(docsLink);
  await expect(style(link, 'color')).resolves.not.toBe(docsLink);
  await expect(style(button, 'color')).resolves.not.toBe(docsLink);
  // Nor do the content's other element styles reach plain elements of the demo.
  await expect(style(page().locator('article > p code'), 'border-top-width')).resolves.toBe('1px');
  await expect(style(live().locator('code'), 'border-top-width')).resolves.toBe('0px');
  await expect(style(page().locator('article > table'), 'display')).resolves.toBe('block');
  await expect(style(live().locator('table'), 'display')).resolves.toBe('table');
  await expect(style(page().locator('article > h2').first(), 'margin-top')).resolves.toBe('40px');
  await expect(style(live().locator('h2'), 'margin-top')).resolves.not.toBe('40px');
  // The body's line height (1.5), not the markdown's.
  await expect(style(live(), 'line-height')).resolves.toBe('24px');
  await expect(style(page().locator('article'), 'line-height')).resolves.not.toBe('24px');
}

describe('no docs style leaks into a demo', () => {
  it('an MUI <Button href> and <Link> keep their colours, server-rendered and hydrated, light and dark', async () => {
    for (const mode of ['light', 'dark'] as const) {
      await open(mode);
      await expectOwnStyles();
      await live().hover();
      await expect.poll(() => demos('LinkButtons').getAttribute('data-hydrated')).toBe('');
      await page().mouse.move(0, 0);
      await expectOwnStyles();
    }
    expect(session.problems).toEqual([]);
  });
});

interface Frame {
  padding: string;
  border: string;
  radius: string;
  background: string;
  image: string;
  size: string;
}

/** The frame of each Swatch demo on the page, in the order of their bg: none, outlined, true, inline, playground, gradient. */
function frames(): Promise<Frame[]> {
  return demos('Swatch')
    .locator('.docsgen-demo-preview')
    .evaluateAll((elements) =>
      elements.map((element) => {
        const style = getComputedStyle(element);
        return {
          padding: `${style.paddingTop} ${style.paddingLeft}`,
          border: style.borderTopWidth,
          radius: `${style.borderTopLeftRadius} ${style.borderBottomLeftRadius}`,
          background: style.backgroundColor,
          image: style.backgroundImage,
          size: style.backgroundSize,
        };
      }),
    );
}

const TRANSPARENT = 'rgba(0, 0, 0, 0)';
/** Relative luminance of a computed `rgb()`/`rgba()` colour drawn over `under`. */
function luminance(colour: string, under: string): number {
  const channels = (value: string) => value.match(/[\d.]+/g)!.map(Number);
  const [r, g, b, a = 1] = channels(colour);
  const [ur, ug, ub] = channels(under);
  const mix = [r! * a + ur! * (1 - a), g! * a + ug! * (1 - a), b! * a + ub! * (1 - a)].map((value) => {
    const c = value / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * mix[0]! + 0.7152 * mix[1]! + 0.0722 * mix[2]!;
}

describe('demo backgrounds, as the bg option names them', () => {
  it('outlined by default, filled, inline, playground and gradient, in light and in dark', async () => {
    const seen: Record<string, Frame[]> = {};
    for (const mode of ['light', 'dark'] as const) {
      await open(mode);
      const paper = await colourOf('var(--mui-palette-background-paper)');
      const pageBackground = await style(page().locator('body'), 'background-color');
      const [none, outlined, filled, inline, playground, gradient] = await frames();
      seen[mode] = [none!, outlined!, filled!, inline!, playground!, gradient!];
      // Outlined (also without bg): a bordered, padded frame on the paper colour, rounded at the top.
      expect(none).toEqual(outlined);
      expect(outlined).toMatchObject({ padding: '24px 24px', border: '1px', background: paper, image: 'none' });
      expect(outlined!.radius).toMatch(/^[1-9]\d*px 0px$/);
      // Filled (bg: true): a background of its own, light in light mode and dark in dark mode.
      expect(filled).toMatchObject({ padding: '24px 24px', border: '1px', image: 'none' });
      expect(filled!.background).not.toBe(paper);
      expect(filled!.background).not.toBe(TRANSPARENT);
      if (mode === 'light') expect(luminance(filled!.background, pageBackground)).toBeGreaterThan(0.85);
      else expect(luminance(filled!.background, pageBackground)).toBeLessThan(0.05);
      // Inline: no frame at all.
      expect(inline).toMatchObject({ padding: '0px 0px', border: '0px', background: TRANSPARENT, image: 'none', radius: '0px 0px' });
      // Playground: a dotted grid on the paper colour, in a bordered frame.
      expect(playground).toMatchObject({ padding: '24px 24px', border: '1px', background: paper, size: '16px 16px' });
      expect(playground!.image).toMatch(/^radial-gradient\(/);
      // Gradient: roomy, soft radial gradients on a tint; without a toolbar it is rounded all round.
      expect(gradient).toMatchObject({ padding: '96px 64px', border: '1px' });
      expect(gradient!.image.match(/radial-gradient\(/g)).toHaveLength(2);
      expect(gradient!.background).not.toBe(TRANSPARENT);
      expect(gradient!.radius).toMatch(/^([1-9]\d*px) \1$/);
    }
    // The colours follow the mode.
    for (const index of [2, 4, 5]) {
      expect(seen.dark![index]!.background + seen.dark![index]!.image).not.toBe(seen.light![index]!.background + seen.light![index]!.image);
    }
  });

  it('a demo used several times on a page hydrates where it is used', async () => {
    await open('light');
    const playground = demos('Swatch').nth(4);
    await playground.locator('.MuiChip-root').hover();
    await expect.poll(() => playground.getAttribute('data-hydrated')).toBe('');
    await expect(demos('Swatch').nth(0).getAttribute('data-hydrated')).resolves.toBeNull();
    expect(session.problems).toEqual([]);
  });

  it('a narrow screen keeps the gradient frame snug', async () => {
    await page().setViewportSize({ width: 390, height: 800 });
    await open('light');
    const gradient = (await frames())[5]!;
    expect(gradient.padding).toBe('32px 16px');
  });
});
