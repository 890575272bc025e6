import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import { MenuRounded, SearchRounded, SettingsOutlined, UnfoldMoreRounded } from './icons.js';
import type { ProductSummary, VersionLink } from '../../shared/types.js';
import { ISLAND, ISLAND_ATTRIBUTE } from '../../shared/dom.js';
import { LOGO_CLASS, PRODUCT_NAME_CLASS } from '../../shared/dom.js';

export interface HeaderLabels {
  search: string;
  toggleSettings: string;
  viewAllVersions: string;
  versions: string;
  home: string;
  productSwitcher: string;
  openNavigation: string;
}

export interface HeaderProps {
  product: ProductSummary | undefined;
  products: ProductSummary[];
  siteTitle: string;
  homeHref: string;
  versions: VersionLink[];
  versionsHref: string;
  labels: HeaderLabels;
  /** The Search button (the site has a search index); absent with config `search: false`. */
  search?: boolean;
}

function Logo({ logo }: { logo: string | undefined }) {
  if (!logo) return null;
  if (logo.trimStart().startsWith('<svg')) {
    return <Box component="span" className={LOGO_CLASS} aria-hidden dangerouslySetInnerHTML={{ __html: logo }} />;
  }
  return <Box component="img" className={LOGO_CLASS} src={logo} alt="" width={28} height={28} />;
}

/**
 * A menu that works without JavaScript (a native disclosure of links); the runtime upgrades it
 * to an MUI menu on first use. `{...{ [ISLAND_ATTRIBUTE.name]: ISLAND.menu }}` marks it for that.
 */
function DisclosureMenu({ summary, label, className, children }: { summary: React.ReactNode; label: string; className: string; children: React.ReactNode }) {
  return (
    <details className={`docsgen-menu ${className}`} {...{ [ISLAND_ATTRIBUTE.name]: ISLAND.menu }}>
      {summary}
      <ul className="docsgen-menu-list" aria-label={label}>
        {children}
      </ul>
    </details>
  );
}

function VersionMenu({ versions, versionsHref, homeHref, labels }: Pick<HeaderProps, 'versions' | 'versionsHref' | 'homeHref' | 'labels'>) {
  const current = versions.find((version) => version.current) ?? versions[0];
  if (!current) return null;
  return (
    <DisclosureMenu
      className="docsgen-version-menu"
      label={labels.versions}
      summary={
        <Button component="summary" size="small" variant="outlined" aria-label={`${labels.versions}: ${current.text}`}>
          {current.text}
        </Button>
      }
    >
      <li>
        <a href={current.href ?? homeHref} aria-current="true" className="docsgen-menu-current">
          {current.text}
        </a>
      </li>
      {versions
        .filter((version) => version !== current && version.href)
        .map((version) => (
          <li key={version.text}>
            <a href={version.href} rel="nofollow">
              {version.text}
            </a>
          </li>
        ))}
      <li>
        <a href={versionsHref}>{labels.viewAllVersions}</a>
      </li>
    </DisclosureMenu>
  );
}

function ProductSwitcher({ product, products, labels }: Pick<HeaderProps, 'product' | 'products' | 'labels'>) {
  const reachable = products.filter((entry) => entry.href);
  if (reachable.length < 2) return null;
  return (
    <DisclosureMenu
      className="docsgen-product-menu"
      label={labels.productSwitcher}
      summary={
        <IconButton component="summary" size="small" aria-label={labels.productSwitcher}>
          <UnfoldMoreRounded fontSize="small" />
        </IconButton>
      }
    >
      {reachable.map((entry) => (
        <li key={entry.id}>
          <a href={entry.href} {...(entry.id === product?.id ? { 'aria-current': 'true' as const, className: 'docsgen-menu-current' } : {})}>
            {entry.name}
          </a>
        </li>
      ))}
    </DisclosureMenu>
  );
}

/**
 * The button that opens the side navigation on narrow screens (CSS shows it below 900 px, where
 * the navigation leaves the layout). Without JavaScript it is a disclosure whose open state
 * shows the page's own navigation as a drawer (CSS); with it, the runtime opens an MUI drawer.
 */
function NavigationButton({ label }: { label: string }) {
  return (
    <details className="docsgen-nav-disclosure" {...{ [ISLAND_ATTRIBUTE.name]: ISLAND.navDrawer }}>
      <IconButton component="summary" size="small" edge="start" aria-label={label} className="docsgen-nav-button">
        <MenuRounded fontSize="small" />
      </IconButton>
    </details>
  );
}

/** The product header: logo, name, product switcher, version menu, search and settings buttons. */
export function Header({ product, products, siteTitle, homeHref, versions, versionsHref, labels, search = true }: HeaderProps) {
  return (
    <AppBar position="sticky" elevation={0} color="inherit" className="docsgen-header">
      <Toolbar variant="dense" sx={{ gap: 1 }}>
        <NavigationButton label={labels.openNavigation} />
        <Box
          component="a"
          href={product?.href ?? homeHref}
          className="docsgen-product"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none', fontWeight: 600 }}
        >
          <Logo logo={product?.logo} />
          <span className={PRODUCT_NAME_CLASS}>{product?.name ?? siteTitle}</span>
        </Box>
        <ProductSwitcher product={product} products={products} labels={labels} />
        <VersionMenu versions={versions} versionsHref={versionsHref} homeHref={product?.href ?? homeHref} labels={labels} />
        <Box sx={{ flexGrow: 1 }} />
        {search ? (
          <Button
            className="docsgen-search-button"
            {...{ [ISLAND_ATTRIBUTE.name]: ISLAND.search }}
            aria-keyshortcuts="Control+K Meta+K"
            variant="outlined"
            size="small"
            color="inherit"
            sx={{ color: 'text.secondary', borderColor: 'divider', minWidth: 140, justifyContent: 'flex-start', gap: 1 }}
          >
            <SearchRounded fontSize="small" />
            <span className="docsgen-search-label">{labels.search}</span>
            {/* The shortcut's hint; the runtime shows ⌘K on Apple platforms. */}
            <Box component="kbd" aria-hidden sx={{ marginInlineStart: 'auto', paddingInlineStart: 2, fontSize: 12, fontFamily: 'inherit' }}>
              Ctrl K
            </Box>
          </Button>
        ) : null}
        <IconButton
          className="docsgen-settings-button"
          {...{ [ISLAND_ATTRIBUTE.name]: ISLAND.settings }}
          aria-label={labels.toggleSettings}
          color="primary"
          size="small"
        >
          <SettingsOutlined fontSize="small" />
        </IconButton>
      </Toolbar>
    </AppBar>
  );
}
