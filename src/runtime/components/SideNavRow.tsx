import type { Chip, NavNode } from '../types.js';

export type RowState = 'normal' | 'active' | 'expanded' | 'collapsed';

export interface SideNavLabels {
  chips: Record<Chip, string>;
  plans: Record<'pro' | 'premium', string>;
  /** The row standing for hidden items of a wide level, with `{count}` (e.g. "Show {count} more"). */
  showMore: string;
}

function Marks({ node, labels }: { node: NavNode; labels: SideNavLabels }) {
  return (
    <>
      {node.plan ? (
        <span className={`docsgen-plan docsgen-plan-${node.plan}`} title={labels.plans[node.plan]} aria-label={labels.plans[node.plan]} />
      ) : null}
      {node.chips?.map((chip) => (
        <span key={chip} className={`docsgen-chip docsgen-chip-${chip}`}>
          {labels.chips[chip]}
        </span>
      ))}
    </>
  );
}

/**
 * One row of the side navigation, without its children. Rows are rendered once per product and
 * state, and stitched together per page, so a page costs O(visible rows), never a re-render.
 */
export function SideNavRow({ node, state, labels }: { node: NavNode; state: RowState; labels: SideNavLabels }) {
  const icon = node.iconSvg ? <span className="docsgen-nav-icon" aria-hidden dangerouslySetInnerHTML={{ __html: node.iconSvg }} /> : null;
  if (node.subheader) {
    return (
      <div className="docsgen-nav-subheader">
        {node.title}
        <Marks node={node} labels={labels} />
      </div>
    );
  }
  const isGroup = node.children !== undefined;
  const href = node.href ?? node.firstHref;
  const className = ['docsgen-nav-link', isGroup ? 'docsgen-nav-group' : '', state === 'active' ? 'docsgen-nav-active' : '']
    .filter(Boolean)
    .join(' ');
  return (
    <a
      className={className}
      href={href}
      {...(node.external ? { target: '_blank', rel: 'noopener' } : {})}
      {...(state === 'active' ? { 'aria-current': 'page' as const } : {})}
      {...(isGroup ? { 'aria-expanded': state === 'expanded' || state === 'active' } : {})}
    >
      {icon}
      <span className="docsgen-nav-title">{node.title}</span>
      <Marks node={node} labels={labels} />
    </a>
  );
}

/**
 * The row standing for a run of hidden items of a wide level: a link to the nearest hidden page
 * (without JavaScript) that the runtime replaces by the hidden rows. `more` names the run for
 * the runtime: `<parent node index, -1 for the top level>:<first item>:<end item>`.
 */
export function SideNavMoreRow({ count, href, more, labels }: { count: number; href: string | undefined; more: string; labels: SideNavLabels }) {
  return (
    <a className="docsgen-nav-link docsgen-nav-more" href={href} data-nav-more={more}>
      <span className="docsgen-nav-title">{labels.showMore.replace('{count}', String(count))}</span>
    </a>
  );
}
