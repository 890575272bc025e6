import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useBrowserSession } from '../helpers/browserSession.js';
import { FIXTURES } from '../helpers/site.js';

// Parts of 2 pages (the site's 6 pages make 3), so ranking and typo correction work across merged parts.
const session = useBrowserSession({ root: path.join(FIXTURES, 'search-ranking'), build: { searchPartPages: 2 } });

const BUTTON = '/material-ui/components/button/';
const dialog = () => session.page.getByRole('dialog', { name: 'Search' });
const input = () => dialog().getByRole('combobox', { name: 'Search' });
const options = () => dialog().getByRole('option');
const vocabularyRequests = () => session.site.server.requests.filter((request) => request.includes('/docsgen-words.json'));

async function open(): Promise<void> {
  await session.page.goto(session.url('/material-ui/components/tabs/'));
  await session.page.keyboard.press('Control+k');
  await input().waitFor();
}

/** The pages (not sections) listed for a query, in order. */
async function pagesFor(query: string): Promise<string[]> {
  await input().fill('');
  await options().first().waitFor({ state: 'detached' });
  await input().fill(query);
  await expect
    .poll(() =>
      dialog()
        .getByRole('status')
        .textContent()
        .then((text) => text ?? ''),
    )
    .toBe('');
  await options().first().waitFor();
  const hrefs = await options().evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.filter((href) => !href.includes('#'));
}

/**
 * Pagefind's own order for a query, across the merged parts, before docsgen's ranking. A string,
 * so that the test runner does not rewrite its `import()`.
 */
const pagefindOrder = (query: string): Promise<string[]> =>
  session.page.evaluate(`(async () => {
    const pagefind = await import('/_docsgen/search/0/pagefind.js');
    await pagefind.init();
    const { parts } = await (await fetch('/_docsgen/search/parts.json')).json();
    for (const part of parts.slice(1)) await pagefind.mergeIndex('/_docsgen/search/' + part + '/');
    const { results } = await pagefind.search(${JSON.stringify(query)});
    return Promise.all(results.map(async (result) => (await result.data()).url));
  })()`);

describe('search ranking', () => {
  it('lists the page titled exactly as the query first, though Pagefind ranks Button Group above it', async () => {
    session.site.server.requests.length = 0;
    await open();
    const pagefind = await pagefindOrder('button');
    expect(pagefind.indexOf('/material-ui/components/button-group/')).toBeLessThan(pagefind.indexOf(BUTTON));
    const pages = await pagesFor('button');
    expect(pages[0]).toBe(BUTTON);
    expect(pages).toContain('/material-ui/components/button-group/');
    expect(pages).toContain('/material-ui/components/icon-button/');
    // The vocabulary is fetched only for a query that finds nothing as typed.
    expect(vocabularyRequests()).toEqual([]);
  });

  it('finds Button with one letter missing, swapped or wrong', async () => {
    await open();
    expect(await pagefindOrder('buton')).not.toContain(BUTTON);
    for (const typo of ['buton', 'buttno', 'bitton']) expect(await pagesFor(typo), typo).toContain(BUTTON);
    // Each part's, once.
    expect(
      vocabularyRequests()
        .map((request) => request.replace(/\?.*/, ''))
        .sort(),
    ).toEqual(['0', '1', '2'].map((part) => `/_docsgen/search/${part}/docsgen-words.json`));
    expect((await pagesFor('buton'))[0]).toBe(BUTTON);
    expect(await pagesFor('buton gruop')).toEqual(['/material-ui/components/button-group/']);
  });

  it('keeps what matches as typed: "but" finds Tabs, not a correction', async () => {
    await open();
    expect(await pagesFor('but')).toContain('/material-ui/components/tabs/');
  });
});
