/**
 * Table-of-contents scroll-spy: the link of the section in view carries `aria-current="location"`
 * (styled as the mark). An IntersectionObserver watches the headings cross a band at the top of
 * the viewport; only then are their places read, so scrolling costs nothing in between.
 */

const TOC_LINKS = '.docsgen-toc a[href^="#"]';
/** The band's lower edge, as a share of the viewport's height. */
const BAND = 0.3;

/**
 * The section in view: the last heading whose top has reached `line` (the band's lower edge),
 * given the headings' tops in document order; -1 before the first.
 */
export function sectionInView(tops: readonly number[], line: number): number {
  let active = -1;
  for (let index = 0; index < tops.length; index++) {
    if (tops[index]! <= line) active = index;
    else break;
  }
  return active;
}

function decoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * The element a `#fragment` link leads to, found as browsers do: the id as written in the URL
 * (heading ids are percent-encoded, as mui.com's are), then percent-decoded.
 */
function targetOf(doc: Document, link: HTMLAnchorElement): HTMLElement | null {
  const fragment = link.hash.slice(1);
  return doc.getElementById(fragment) ?? doc.getElementById(decoded(fragment));
}

export function spyOnToc(doc: Document): void {
  const view = doc.defaultView;
  const links = [...doc.querySelectorAll<HTMLAnchorElement>(TOC_LINKS)];
  if (!view || links.length === 0 || !('IntersectionObserver' in view)) return;
  const targets = new Map(links.map((link) => [link, targetOf(doc, link)]));
  const headings = [...new Set(targets.values())].filter((heading): heading is HTMLElement => heading !== null);
  if (headings.length === 0) return;
  const header = doc.querySelector('.docsgen-header')?.getBoundingClientRect().height ?? 0;

  let current: string | undefined;
  const mark = () => {
    const line = view.innerHeight * BAND;
    const index = sectionInView(
      headings.map((heading) => heading.getBoundingClientRect().top),
      line,
    );
    const id = index < 0 ? undefined : headings[index]!.id;
    if (id === current) return;
    current = id;
    for (const link of links) {
      if (id !== undefined && targets.get(link)?.id === id) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
  };
  const observer = new IntersectionObserver(mark, { rootMargin: `-${Math.round(header)}px 0px -${Math.round((1 - BAND) * 100)}% 0px` });
  for (const heading of headings) observer.observe(heading);
}
