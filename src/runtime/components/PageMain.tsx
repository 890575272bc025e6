import { Pager, type PagerLink } from './Pager.js';
import { Toc, type TocEntry } from './Toc.js';

export interface PageMainProps {
  bodyHtml: string;
  toc: TocEntry[];
  previous?: PagerLink;
  next?: PagerLink;
  labels: { contents: string; previous: string; next: string };
}

/** The page's main column and its table of contents. The markdown body is static HTML. */
export function PageMain({ bodyHtml, toc, previous, next, labels }: PageMainProps) {
  return (
    <>
      <main className="docsgen-main" id="main-content" tabIndex={-1}>
        <article className="docsgen-markdown" dangerouslySetInnerHTML={{ __html: bodyHtml }} />
        <Pager {...(previous ? { previous } : {})} {...(next ? { next } : {})} labels={labels} />
      </main>
      <aside className="docsgen-toc-column">
        <Toc entries={toc} label={labels.contents} />
      </aside>
    </>
  );
}
