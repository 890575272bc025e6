import type { NavData } from '../../shared/navData.js';

/** The product's nav data, fetched once per page, when a reader first asks for rows the page left out. */
let loading: Promise<NavData> | undefined;

export function loadNavData(url: string): Promise<NavData> {
  loading ??= fetch(url).then((response) => (response.ok ? (response.json() as Promise<NavData>) : Promise.reject(new Error(url))));
  // A failed fetch is tried again on the next request.
  loading.catch(() => (loading = undefined));
  return loading;
}

/** The `<li>` of node `index`, with its always-open list (a subheader's) inside. */
export function itemHtml(data: NavData, index: number): string {
  const [row, children, open] = data.nodes[index]!;
  return `<li>${row}${open && children ? `<ul>${children.map((child) => itemHtml(data, child)).join('')}</ul>` : ''}</li>`;
}
