import { useEffect } from 'react';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CloseRounded } from '../components/icons.js';
import { t } from './labels.js';
import { registerOverlay, toggleOverlay, type OverlayProps } from './overlayHost.js';
import { LAYOUT_CLASS, SIDENAV_CLASS } from '../../shared/dom.js';

interface NavDrawerData {
  /** The page's side navigation, as the server rendered it. */
  html: string;
  label: string;
  /** The nav's data attributes (where its nav data is), for the runtime's delegated listeners. */
  dataAttributes: Record<string, string>;
}

/**
 * The side navigation in a drawer, for narrow screens: focus stays inside while it is open,
 * Escape or the backdrop closes it and focus goes back to the menu button (MUI's modal). It is
 * kept mounted, so groups the reader opened stay open the next time.
 */
function NavDrawer({ data, open, onClose }: OverlayProps<NavDrawerData>) {
  const wide = useMediaQuery(useTheme().breakpoints.up('md'));
  // The navigation is back in the layout on a wide screen: the drawer has no reason to stay.
  useEffect(() => {
    if (wide && open) onClose();
  }, [wide, open, onClose]);
  return (
    <Drawer
      anchor="left"
      open={open}
      onClose={onClose}
      ModalProps={{ keepMounted: true }}
      slotProps={{ paper: { className: 'docsgen-nav-drawer', 'aria-label': data.label, sx: { width: 300, maxWidth: '85vw' } } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
        <IconButton onClick={onClose} aria-label={t('appFrame.closeNavigation')} size="small">
          <CloseRounded fontSize="small" />
        </IconButton>
      </Box>
      <nav className={SIDENAV_CLASS} aria-label={data.label} {...data.dataAttributes} dangerouslySetInnerHTML={{ __html: data.html }} />
    </Drawer>
  );
}

registerOverlay('navDrawer', NavDrawer);

/** The header's menu button: opens the drawer with the page's side navigation. */
export function activate(): void {
  const nav = document.querySelector<HTMLElement>(`.${LAYOUT_CLASS} > .${SIDENAV_CLASS}`);
  if (!nav) return;
  toggleOverlay('navDrawer', {
    html: nav.innerHTML,
    label: nav.getAttribute('aria-label') ?? '',
    dataAttributes: Object.fromEntries(
      [...nav.attributes].filter((attribute) => attribute.name.startsWith('data-')).map((attribute) => [attribute.name, attribute.value]),
    ),
  } satisfies NavDrawerData);
}
