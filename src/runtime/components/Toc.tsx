export interface TocEntry {
  id: string;
  text: string;
  children: { id: string; text: string }[];
}

function TocList({ entries }: { entries: TocEntry[] }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.id}>
          <a href={`#${entry.id}`}>{entry.text}</a>
          {entry.children.length ? (
            <ul>
              {entry.children.map((child) => (
                <li key={child.id}>
                  <a href={`#${child.id}`}>{child.text}</a>
                </li>
              ))}
            </ul>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

/** The page's table of contents (h2 and h3), in its column beside the content on wide screens. */
export function Toc({ entries, label }: { entries: TocEntry[]; label: string }) {
  if (entries.length === 0) return null;
  return (
    <nav className="docsgen-toc" aria-label={label}>
      <p className="docsgen-toc-title">{label}</p>
      <TocList entries={entries} />
    </nav>
  );
}

/**
 * The same table of contents above the content on narrow screens, closed in a disclosure so
 * that the page's title stays in the first screen. CSS shows one of the two, never both.
 */
export function TocDisclosure({ entries, label }: { entries: TocEntry[]; label: string }) {
  if (entries.length === 0) return null;
  return (
    <details className="docsgen-toc-disclosure">
      <summary>{label}</summary>
      <nav className="docsgen-toc" aria-label={label}>
        <TocList entries={entries} />
      </nav>
    </details>
  );
}
