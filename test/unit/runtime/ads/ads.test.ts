import { describe, expect, it } from 'vitest';
import { adSlotHtml } from '../../../../src/build/render/adSlot.js';
import { configSchema } from '../../../../src/build/config/schema.js';
import { clickEvent, clickSampled } from '../../../../src/runtime/analytics/sampling.js';
import { isCrawler } from '../../../../src/runtime/ads/crawler.js';
import { backoffDelay, fetchFeed, isBackerItem, isHttpUrl, parseFeed, pixelUrls } from '../../../../src/runtime/ads/feed.js';
import { ADBLOCK_AD, blockerAd, IN_HOUSE_ADS } from '../../../../src/runtime/ads/inHouseAds.js';
import { adEventLabel } from '../../../../src/runtime/ads/label.js';
import { sampled } from '../../../../src/runtime/page/random.js';

describe('isCrawler', () => {
  it.each(['Googlebot/2.1', 'Mozilla/5.0 (compatible; bingbot/2.0)', 'Baiduspider', 'SomeCrawler', 'ROBOT', 'web crawling agent'])('%s is a crawler', (ua) => {
    expect(isCrawler(ua)).toBe(true);
  });
  it.each(['Mozilla/5.0 (X11; Linux x86_64) Chrome/126.0 Safari/537.36', '', undefined])('%s is not', (ua) => {
    expect(isCrawler(ua)).toBe(false);
  });
});

describe('parseFeed', () => {
  it('keeps non-empty entries with a statlink, fields as strings', () => {
    const items = parseFeed({
      ads: [{}, null, 'x', [], { company: 'No link' }, { statlink: '' }, { statlink: 'https://a.example/', company: 'A', timestamp: 12 }],
    });
    expect(items).toEqual([{ company: 'A', description: '', image: '', statlink: 'https://a.example/', statimp: '', pixel: '', timestamp: '12' }]);
  });
  it.each([null, 'text', 3, {}, { ads: 'no' }, { ads: {} }])('gives nothing for %j', (json) => {
    expect(parseFeed(json)).toEqual([]);
  });
});

describe('pixelUrls', () => {
  it('splits on || and replaces [timestamp], keeping http(s) URLs', () => {
    expect(pixelUrls('https://p.example/a?t=[timestamp]|| https://p.example/b?x=[timestamp]&y=[timestamp] ||javascript:alert(1)||', '123')).toEqual([
      'https://p.example/a?t=123',
      'https://p.example/b?x=123&y=123',
    ]);
    expect(pixelUrls('', '1')).toEqual([]);
  });
  it('checks URLs', () => {
    expect(isHttpUrl('http://a.example/')).toBe(true);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
    expect(isHttpUrl('data:text/html,x')).toBe(false);
    expect(isHttpUrl('/relative', 'https://a.example/')).toBe(true);
  });
  it('recognises the backer link', () => {
    const [item] = parseFeed({ ads: [{ statlink: 'https://docs.example.com/backers/?ref=1' }] });
    expect(isBackerItem(item!, 'https://docs.example.com/backers/')).toBe(true);
    expect(isBackerItem(item!, undefined)).toBe(false);
    expect(isBackerItem(item!, 'https://other.example/')).toBe(false);
  });
});

describe('fetchFeed', () => {
  const answer = (status: number, body: string) => new Response(body, { status });
  it('retries failures with backoff, then reads the feed', async () => {
    const waits: number[] = [];
    let calls = 0;
    const fake = (async () => {
      calls++;
      if (calls === 1) throw new TypeError('network');
      if (calls <= 3) return answer(503, 'busy');
      return answer(200, JSON.stringify({ ads: [{ statlink: 'https://a.example/' }] }));
    }) as typeof fetch;
    const items = await fetchFeed('https://feed.example/', { fetch: fake, sleep: async (ms) => void waits.push(ms) });
    expect(items).toHaveLength(1);
    expect(calls).toBe(4);
    expect(waits).toEqual([100, 200, 400]);
  });
  it('gives up after 10 retries', async () => {
    let calls = 0;
    const fake = (async () => (calls++, answer(500, ''))) as typeof fetch;
    expect(await fetchFeed('https://feed.example/', { fetch: fake, sleep: async () => {} })).toEqual([]);
    expect(calls).toBe(11);
  });
  it('does not retry an answer that is not JSON', async () => {
    let calls = 0;
    const fake = (async () => (calls++, answer(200, '{nope'))) as typeof fetch;
    expect(await fetchFeed('https://feed.example/', { fetch: fake, sleep: async () => {} })).toEqual([]);
    expect(calls).toBe(1);
  });
  it('backs off doubling from 100 ms, capped at 2 s', () => {
    expect(Array.from({ length: 10 }, (_, retry) => backoffDelay(retry))).toEqual([100, 200, 400, 800, 1600, 2000, 2000, 2000, 2000, 2000]);
  });
});

describe('labels and sampling', () => {
  it('builds <source>-<placement>-<shape>', () => {
    expect(adEventLabel('script')).toBe('script-body-top-image');
    expect(adEventLabel('in-house-themes', 'side', 'inline')).toBe('in-house-themes-side-inline');
  });
  it('samples under the ratio', () => {
    expect(sampled(0.1, 0.05)).toBe(true);
    expect(sampled(0.1, 0.1)).toBe(false);
    expect(sampled(0.0001, 0.00005)).toBe(true);
    expect(sampled(0.0001, 0.001)).toBe(false);
  });
  it('samples clicks with data-ga-event-split', () => {
    expect(clickSampled(undefined, 0.99)).toBe(true);
    expect(clickSampled('0.5', 0.4)).toBe(true);
    expect(clickSampled('0.5', 0.6)).toBe(false);
    expect(clickSampled('0', 0)).toBe(false);
    expect(clickSampled('oops', 0.9)).toBe(true);
    expect(clickEvent({ gaEventCategory: 'c', gaEventAction: 'a', gaEventLabel: 'l' })).toEqual({ category: 'c', action: 'a', label: 'l' });
    expect(clickEvent({ gaEventCategory: 'c' })).toBeNull();
  });
  it('shows the blocker message 20 % of the time, else one of the five in-house ads', () => {
    expect(blockerAd(0.19, 0.5)).toBe(ADBLOCK_AD);
    expect(blockerAd(0.2, 0)).toBe(IN_HOUSE_ADS[0]);
    expect(blockerAd(0.9, 0.999)).toBe(IN_HOUSE_ADS[4]);
    expect(IN_HOUSE_ADS.map((ad) => ad.label)).toEqual([
      'in-house-scaffold',
      'in-house-templates',
      'in-house-themes',
      'in-house-enterprise',
      'in-house-design-kit',
    ]);
    for (const ad of [...IN_HOUSE_ADS, ADBLOCK_AD]) {
      expect(Object.keys(ad).sort()).toEqual(['description', 'img', 'label', 'link', 'name', 'poweredby']);
      expect(decodeURIComponent(ad.img)).toContain('width="130" height="100"');
      expect(ad.link).toMatch(/^https:\/\//);
    }
    expect(ADBLOCK_AD.name).toBe('Help us keep running');
  });
});

describe('the ad slot placeholder', () => {
  it('carries its settings, escaped', () => {
    const ads = configSchema.shape.ads.parse({ script: 'https://a.example/s.js?x=1&y="2"', feed: 'https://a.example/f.json' });
    expect(ads).not.toBe(false);
    expect(adSlotHtml(ads as Exclude<typeof ads, false>)).toBe(
      '<div class="docsgen-ad" data-ad-slot data-ad-script="https://a.example/s.js?x=1&amp;y=&quot;2&quot;" data-ad-feed="https://a.example/f.json" data-ad-placement="carbonads"></div>',
    );
  });
  it('rejects unknown ad keys', () => {
    expect(configSchema.shape.ads.safeParse({ script: 'x', extra: 1 }).success).toBe(false);
  });
});
