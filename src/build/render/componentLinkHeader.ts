import type { SiteConfig } from '../config/schema.js';
import type { ComponentPage } from '../site/componentPage.js';
import type { SourcePage } from '../site/readPages.js';
import { escapeHtml } from '../util/html.js';
import { label } from '../util/labels.js';
import { renderIconSvg } from './icons.js';
import { AccessibilityNew, ColorLensOutlined, GitHub, Inventory2Outlined } from '../../runtime/components/icons.js';
import type { Dictionary } from '../../shared/types.js';

/** The class of the row's list (the ad slot goes below it, see adSlot.ts). */
export const COMPONENT_LINKS_CLASS = 'docsgen-component-links';

/** One link of the row: its text, where it goes and which one it is (its icon and class). */
export interface ComponentLink {
  kind: 'github' | 'bundle' | 'wai-aria' | 'material-design';
  text: string;
  href: string;
}

/** `owner/name` of the GitHub repository config `editUrl` points into (`https://github.com/mui/material-ui/edit/…`). */
export function githubRepository(editUrl: string | undefined): string | undefined {
  if (!editUrl) return undefined;
  try {
    const url = new URL(editUrl);
    if (url.hostname !== 'github.com' && url.hostname !== 'www.github.com') return undefined;
    const [owner, name] = url.pathname.split('/').filter(Boolean);
    return owner && name ? `${owner}/${name}` : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The npm package of a page's component: front matter `packageName`, else the package config `api`
 * documents for the page's product.
 */
export function componentPackage(config: Pick<SiteConfig, 'api'>, page: Pick<SourcePage, 'productId' | 'componentPage'>): string | undefined {
  return page.componentPage?.packageName ?? config.api.find((source) => source.product === page.productId && source.package !== undefined)?.package;
}

/**
 * The links MUI's `ComponentLinkHeader` shows on a component page, those whose data the page has:
 * its GitHub issues label (on the repository of config `editUrl`), the package's bundle size, the
 * WAI-ARIA pattern and the Material Design guidelines.
 */
export function componentLinks(
  componentPage: ComponentPage | undefined,
  context: { repository: string | undefined; packageName: string | undefined; dictionary: Dictionary },
): ComponentLink[] {
  const t = (key: string) => label(context.dictionary, `componentPage.${key}`);
  const links: ComponentLink[] = [];
  const { githubLabel, waiAria, materialDesign } = componentPage ?? {};
  if (githubLabel && context.repository) {
    const href = `https://github.com/${context.repository}/labels/${encodeURIComponent(githubLabel)}`;
    links.push({ kind: 'github', text: t('githubLabel'), href });
  }
  if (context.packageName) {
    // A scoped name keeps its slash: Bundlephobia's URLs name the package as npm writes it.
    const href = `https://bundlephobia.com/package/${context.packageName}@latest`;
    links.push({ kind: 'bundle', text: t('bundleSize'), href });
  }
  if (waiAria) links.push({ kind: 'wai-aria', text: t('waiAria'), href: waiAria });
  if (materialDesign) links.push({ kind: 'material-design', text: t('materialDesign'), href: materialDesign });
  return links;
}

/** Each link's icon, a Material icon (src/runtime/components/icons.tsx), as SVG markup (made once, on first use). */
let icons: Record<ComponentLink['kind'], string> | undefined;
function iconSvg(kind: ComponentLink['kind']): string {
  icons ??= {
    github: renderIconSvg(GitHub) ?? '',
    bundle: renderIconSvg(Inventory2Outlined) ?? '',
    'wai-aria': renderIconSvg(AccessibilityNew) ?? '',
    'material-design': renderIconSvg(ColorLensOutlined) ?? '',
  };
  return icons[kind];
}

/** The row of links as static HTML (no JavaScript); empty when the page has none. */
export function componentLinkHeaderHtml(links: readonly ComponentLink[], ariaLabel: string): string {
  if (links.length === 0) return '';
  const items = links.map(
    (link) =>
      `<li><a class="docsgen-component-link docsgen-component-link-${link.kind}" href="${escapeHtml(link.href)}" rel="nofollow noopener" target="_blank">` +
      `${iconSvg(link.kind)}${escapeHtml(link.text)}</a></li>`,
  );
  return `<ul class="${COMPONENT_LINKS_CLASS}" aria-label="${escapeHtml(ariaLabel)}">${items.join('')}</ul>`;
}
