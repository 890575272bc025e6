/**
 * The ad slot's browser code (plain DOM, its own chunk, loaded when a slot comes into view and
 * never for crawlers). It loads the ad script and/or the feed, polls for the placement element
 * and falls back to in-house ads; a crash empties the slot and is reported, the page stays.
 */
import { sendEvent } from '../analytics/gtag.js';
import { pageData } from '../page/pageData.js';
import { ADBLOCK_MESSAGE_CHANCE, BLOCKER_AFTER_ATTEMPTS, DEFAULT_PLACEMENT_ID, DISPLAY_SAMPLING, POLL_INTERVAL_MS, POLL_MAX_ATTEMPTS } from './constants.js';
import { isCrawler } from './crawler.js';
import { blockerAd, inHouseAd, type AdObject } from './inHouseAds.js';
import { adEventLabel } from './label.js';
import { random, sampled } from '../page/random.js';

export interface SlotConfig {
  script?: string;
  feed?: string;
  placementId: string;
  backerLink?: string;
}

/** What the slot shows, in `data-ad-state`. */
export type SlotState = 'loading' | 'script' | 'feed' | 'in-house' | 'adblock' | 'backer' | 'crashed';

export function slotConfig(slot: HTMLElement): SlotConfig {
  const { adScript, adFeed, adPlacement, adBacker } = slot.dataset;
  return {
    ...(adScript ? { script: adScript } : {}),
    ...(adFeed ? { feed: adFeed } : {}),
    placementId: adPlacement || DEFAULT_PLACEMENT_ID,
    ...(adBacker ? { backerLink: adBacker } : {}),
  };
}

const started = new WeakSet<HTMLElement>();

export function start(slot: HTMLElement): void {
  if (started.has(slot) || isCrawler(navigator.userAgent)) return;
  started.add(slot);
  new AdSlot(slot, slotConfig(slot)).start();
}

class AdSlot {
  private readonly host: HTMLElement;
  private readonly fallback: HTMLElement;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private decided = false;
  private blockerShown = false;
  private label: string | undefined;
  private displayObserver: IntersectionObserver | undefined;
  private readonly analytics = Boolean(pageData().analytics);

  constructor(
    private readonly slot: HTMLElement,
    private readonly config: SlotConfig,
  ) {
    this.host = document.createElement('div');
    this.host.className = 'docsgen-ad-host';
    this.fallback = document.createElement('div');
    this.fallback.className = 'docsgen-ad-fallback';
  }

  start(): void {
    this.guard(() => {
      this.setState('loading');
      this.slot.replaceChildren(this.host, this.fallback);
      this.slot.addEventListener('click', (event) => {
        if ((event.target as Element | null)?.closest?.('a[href]') && this.label) this.track('click', this.label);
      });
      if (this.config.script) {
        const script = document.createElement('script');
        script.async = true;
        script.src = this.config.script;
        this.host.append(script);
      }
      if (this.config.feed) {
        const options = {
          feed: this.config.feed,
          placementId: this.config.placementId,
          ...(this.config.backerLink ? { backerLink: this.config.backerLink } : {}),
        };
        import('./feedAd.js')
          .then((feedAd) => feedAd.renderFeedAd(this.host, options))
          .then(
            (outcome) =>
              this.guard(() => {
                if (outcome === 'backer') this.showBacker();
                else if (outcome === 'rendered') this.poll(this.attempt);
              }),
            (cause: unknown) => this.crash(cause),
          );
      }
      this.poll(1);
    });
  }

  private attempt = 1;

  /** One look for the placement element; the next one 500 ms later, at most 30 in all. */
  private poll(attempt: number): void {
    if (this.decided) return;
    this.attempt = attempt;
    clearTimeout(this.timer);
    const placement = document.getElementById(this.config.placementId);
    if (placement) {
      this.decided = true;
      if (this.config.backerLink && placement.querySelector(`a[href^="${CSS.escape(this.config.backerLink)}"]`)) {
        this.showBacker();
        return;
      }
      if (!this.host.contains(placement)) this.host.append(placement);
      this.fallback.replaceChildren();
      const source = placement.classList.contains('docsgen-ad-feed') ? 'feed' : 'script';
      this.setState(source);
      this.displayed(adEventLabel(source));
      return;
    }
    if (attempt > BLOCKER_AFTER_ATTEMPTS && !this.blockerShown) {
      this.blockerShown = true;
      const ad = blockerAd(random(), random(), ADBLOCK_MESSAGE_CHANCE);
      this.showAd(ad, ad.label === 'in-house-adblock' ? 'adblock' : 'in-house');
    }
    if (attempt < POLL_MAX_ATTEMPTS) this.timer = setTimeout(() => this.guard(() => this.poll(attempt + 1)), POLL_INTERVAL_MS);
  }

  /** The feed or the placement named the backer link: an in-house ad instead. */
  private showBacker(): void {
    this.decided = true;
    clearTimeout(this.timer);
    this.host.replaceChildren();
    const ad = inHouseAd(random());
    this.showAd({ ...ad, label: `${ad.label}-backer` }, 'backer');
  }

  private showAd(ad: AdObject, state: SlotState): void {
    this.fallback.replaceChildren(adElement(ad));
    this.setState(state);
    this.displayed(adEventLabel(ad.label));
  }

  /** Reports a display (sampled 0.1) once the slot is visible. */
  private displayed(label: string): void {
    this.label = label;
    this.displayObserver?.disconnect();
    if (!this.analytics) return;
    const observer = new IntersectionObserver((entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      if (sampled(DISPLAY_SAMPLING, random())) this.track('display', label);
    });
    this.displayObserver = observer;
    observer.observe(this.slot);
  }

  private setState(state: SlotState): void {
    this.slot.dataset.adState = state;
  }

  private track(action: 'display' | 'click' | 'crash', label: string): void {
    if (this.analytics) sendEvent('ad', action, label);
  }

  private guard(run: () => void): void {
    try {
      run();
    } catch (cause) {
      this.crash(cause);
    }
  }

  /** Nothing rendered, a crash event sent; the page around the slot is untouched. */
  private crash(cause: unknown): void {
    this.decided = true;
    clearTimeout(this.timer);
    this.displayObserver?.disconnect();
    try {
      this.slot.replaceChildren();
    } catch {
      // The slot stays as it is.
    }
    this.slot.dataset.adState = 'crashed';
    this.track('crash', this.label ?? adEventLabel('unknown'));
    console.info('docsgen: the ad slot crashed', cause);
  }
}

/** An in-house ad (or the blocker message): our own, trusted content. */
export function adElement(ad: AdObject): HTMLElement {
  const box = document.createElement('div');
  box.className = 'docsgen-ad-box docsgen-ad-in-house';
  const imageLink = document.createElement('a');
  imageLink.className = 'docsgen-ad-image-link';
  imageLink.href = ad.link;
  imageLink.tabIndex = -1;
  imageLink.target = '_blank';
  imageLink.rel = 'noopener';
  const img = document.createElement('img');
  img.className = 'docsgen-ad-image';
  img.width = 130;
  img.height = 100;
  img.alt = '';
  img.src = ad.img;
  imageLink.append(img);
  const text = document.createElement('span');
  text.className = 'docsgen-ad-text';
  const name = document.createElement('a');
  name.className = 'docsgen-ad-name';
  name.href = ad.link;
  name.target = '_blank';
  name.rel = 'noopener';
  name.textContent = ad.name;
  const description = document.createElement('span');
  description.className = 'docsgen-ad-description';
  description.innerHTML = ad.description;
  const poweredBy = document.createElement('span');
  poweredBy.className = 'docsgen-ad-poweredby';
  poweredBy.textContent = `ad by ${ad.poweredby}`;
  text.append(name, ' ', description, poweredBy);
  box.append(imageLink, text);
  return box;
}
