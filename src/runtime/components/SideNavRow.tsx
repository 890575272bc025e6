import type { Chip, NavNode } from '../../shared/types.js';
import { NAV_MORE_ATTRIBUTE, NAV_NODE_ATTRIBUTE } from '../../shared/navData.js';

export type RowState = 'normal' | 'active' | 'expanded' | 'collapsed';

export interface SideNavLabels {
  chips: Record<Chip, string>;
  plans: Record<'pro' | 'premium', string>;
  /** The row standing for hidden items of a wide level, with `{count}` (e.g. "Show {count} more"). */
  showMore: string;
  /** The name of a group's chevron button, with `{title}` (e.g. "Show or hide {title}"). */
  toggleGroup: string;
}

function Marks({ node, labels }: { node: NavNode; labels: SideNavLabels }) {
  return (
    <>
      {node.plan ? <span className={`docsgen-plan docsgen-plan-${node.plan}`} title={labels.plans[node.plan]} aria-label={labels.plans[node.plan]} /> : null}
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
 * A group's title is a link to its first page; its chevron is a separate button (shown when
 * scripts run) that opens and closes the group in place. `index` is the node's index in the
 * product's nav data, so the runtime can fetch the children of a group the page left closed.
 */
export function SideNavRow({ node, state, labels, index }: { node: NavNode; state: RowState; labels: SideNavLabels; index?: number }) {
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
  const className = ['docsgen-nav-link', isGroup ? 'docsgen-nav-group' : '', state === 'active' ? 'docsgen-nav-active' : ''].filter(Boolean).join(' ');
  const link = (
    <a
      className={className}
      href={href}
      {...(node.external ? { target: '_blank', rel: 'noopener' } : {})}
      {...(state === 'active' ? { 'aria-current': 'page' as const } : {})}
    >
      {icon}
      <span className="docsgen-nav-title">{node.title}</span>
      <Marks node={node} labels={labels} />
    </a>
  );
  if (!isGroup) return link;
  return (
    <div className="docsgen-nav-row">
      {link}
      <button
        type="button"
        className="docsgen-nav-toggle"
        aria-expanded={state === 'expanded' || state === 'active'}
        aria-label={labels.toggleGroup.replace('{title}', node.title)}
        {...(index === undefined ? {} : { [NAV_NODE_ATTRIBUTE.name]: index })}
      />
    </div>
  );
}

/**
 * The row standing for a run of hidden items of a wide level: a link to the nearest hidden page
 * (without JavaScript) that the runtime replaces by the hidden rows. `more` names the run for
 * the runtime: `<parent node index, -1 for the top level>:<first item>:<end item>`.
 */
export function SideNavMoreRow({ count, href, more, labels }: { count: number; href: string | undefined; more: string; labels: SideNavLabels }) {
  return (
    <a className="docsgen-nav-link docsgen-nav-more" href={href} {...{ [NAV_MORE_ATTRIBUTE]: more }}>
      <span className="docsgen-nav-title">{labels.showMore.replace('{count}', String(count))}</span>
    </a>
  );
}
