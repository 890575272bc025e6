import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import SearchRounded from '@mui/icons-material/SearchRounded';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { ProductSummary, VersionLink } from '../types.js';

export interface HeaderLabels {
  search: string;
  toggleSettings: string;
  viewAllVersions: string;
  versions: string;
  home: string;
}

export interface HeaderProps {
  product: ProductSummary | undefined;
  siteTitle: string;
  homeHref: string;
  versions: VersionLink[];
  versionsHref: string;
  labels: HeaderLabels;
}

function Logo({ logo }: { logo: string | undefined }) {
  if (!logo) return null;
  if (logo.trimStart().startsWith('<svg')) {
    return <Box component="span" className="docsgen-logo" aria-hidden dangerouslySetInnerHTML={{ __html: logo }} />;
  }
  return <Box component="img" className="docsgen-logo" src={logo} alt="" width={28} height={28} />;
}

/**
 * The version button: a native disclosure so the links work without JavaScript; the runtime
 * upgrades it to a menu.
 */
function VersionMenu({ versions, versionsHref, labels }: Pick<HeaderProps, 'versions' | 'versionsHref' | 'labels'>) {
  const current = versions.find((version) => version.current) ?? versions[0];
  if (!current) return null;
  return (
    <details className="docsgen-version-menu" data-island="version-menu">
      <Button component="summary" size="small" variant="outlined" aria-label={`${labels.versions}: ${current.text}`}>
        {current.text}
      </Button>
      <Box component="ul" className="docsgen-version-list">
        <li>
          <a href="#" aria-current="true" className="docsgen-version-current">
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
      </Box>
    </details>
  );
}

/** The product header: logo, name, version menu, search and settings buttons. */
export function Header({ product, siteTitle, homeHref, versions, versionsHref, labels }: HeaderProps) {
  return (
    <AppBar position="sticky" elevation={0} color="inherit" className="docsgen-header">
      <Toolbar variant="dense" sx={{ gap: 1.5 }}>
        <Box
          component="a"
          href={product?.href ?? homeHref}
          className="docsgen-product"
          sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'text.primary', textDecoration: 'none', fontWeight: 600 }}
        >
          <Logo logo={product?.logo} />
          <span className="docsgen-product-name">{product?.name ?? siteTitle}</span>
        </Box>
        <VersionMenu versions={versions} versionsHref={versionsHref} labels={labels} />
        <Box sx={{ flexGrow: 1 }} />
        <Button
          className="docsgen-search-button"
          data-island="search"
          variant="outlined"
          size="small"
          color="inherit"
          startIcon={<SearchRounded fontSize="small" />}
          sx={{ color: 'text.secondary', borderColor: 'divider', minWidth: 140, justifyContent: 'flex-start' }}
        >
          {labels.search}
          <Box component="kbd" sx={{ ml: 'auto', pl: 2, fontSize: 12, fontFamily: 'inherit' }}>
            Ctrl K
          </Box>
        </Button>
        <IconButton
          className="docsgen-settings-button"
          data-island="settings"
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
