import { Pager, type PagerLink } from './Pager.js';
import { Toc, TocDisclosure, type TocEntry } from './Toc.js';
import { MARKDOWN_CLASS } from '../../shared/dom.js';
import { MAIN_ID } from '../../shared/dom.js';

export interface PageMainProps {
  bodyHtml: string;
  toc: TocEntry[];
  previous?: PagerLink;
  next?: PagerLink;
  /** Static HTML after the body: feedback prompt, "Edit this page", last updated, back to top. */
  footerHtml?: string;
  labels: { contents: string; previous: string; next: string };
}

/** The page's main column and its table of contents. The markdown body is static HTML. */
export function PageMain({ bodyHtml, toc, previous, next, footerHtml, labels }: PageMainProps) {
  return (
    <>
      <main className="docsgen-main" id={MAIN_ID} tabIndex={-1}>
        <TocDisclosure entries={toc} label={labels.contents} />
        <article className={MARKDOWN_CLASS} dangerouslySetInnerHTML={{ __html: bodyHtml }} />
        {footerHtml ? <footer className="docsgen-page-footer" dangerouslySetInnerHTML={{ __html: footerHtml }} /> : null}
        <Pager {...(previous ? { previous } : {})} {...(next ? { next } : {})} labels={labels} />
      </main>
      <aside className="docsgen-toc-column">
        <Toc entries={toc} label={labels.contents} />
      </aside>
    </>
  );
}
