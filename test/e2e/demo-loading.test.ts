import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../helpers/browserSession.js';
import { copyFixture } from '../helpers/site.js';

// Real demos' module loading in the browser: a package reading process.env, a demo that needs a window to render.
const session = useBrowserSession({ root: copyFixture('demo-loading') });
const page = () => session.page;

describe('demos that need the browser', () => {
  it('hydrate a demo whose package reads process.env and process.browser, without a page error', async () => {
    await page().goto(session.url('/widgets/environment/'));
    const demo = page().getByTestId('environment');
    await expect(demo.textContent()).resolves.toBe('pending clicks=0');
    await demo.click();
    await expect.poll(() => demo.textContent()).toBe('mode=production flag=none browser=true clicks=1');
    expect(session.problems).toEqual([]);
  });

  it('render at load a demo the server could not render (it reads window), beside one that hydrates', async () => {
    await page().goto(session.url('/widgets/client-only/'));
    const demo = page().getByTestId('window-width');
    // Rendered by the browser without the reader touching it.
    await expect.poll(() => demo.textContent()).toBe('wide=true clicks=0');
    await demo.click();
    await expect.poll(() => demo.textContent()).toBe('wide=true clicks=1');
    const other = page().getByTestId('environment');
    await other.click();
    await expect.poll(() => other.textContent()).toBe('mode=production flag=none browser=true clicks=1');
    expect(session.problems).toEqual([]);
  });
});
