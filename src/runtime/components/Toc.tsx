export interface TocEntry {
  id: string;
  text: string;
  children: { id: string; text: string }[];
}

/** The page's table of contents (h2 and h3). */
export function Toc({ entries, label }: { entries: TocEntry[]; label: string }) {
  if (entries.length === 0) return null;
  return (
    <nav className="docsgen-toc" aria-label={label}>
      <p className="docsgen-toc-title">{label}</p>
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
    </nav>
  );
}
