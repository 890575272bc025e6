export interface PagerLink {
  title: string;
  href: string;
}

/** Previous and next page links at the foot of a page. */
export function Pager({ previous, next, labels }: { previous?: PagerLink; next?: PagerLink; labels: { previous: string; next: string } }) {
  if (!previous && !next) return null;
  return (
    <nav className="docsgen-pager" aria-label={`${labels.previous}, ${labels.next}`}>
      {previous ? (
        <a className="docsgen-pager-previous" href={previous.href} rel="prev">
          <span className="docsgen-pager-label">{labels.previous}</span>
          <span className="docsgen-pager-title">{previous.title}</span>
        </a>
      ) : (
        <span />
      )}
      {next ? (
        <a className="docsgen-pager-next" href={next.href} rel="next">
          <span className="docsgen-pager-label">{labels.next}</span>
          <span className="docsgen-pager-title">{next.title}</span>
        </a>
      ) : null}
    </nav>
  );
}
