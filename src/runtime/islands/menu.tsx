import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { registerOverlay, toggleOverlay, type OverlayProps } from './overlayHost.js';

interface MenuData {
  anchor: HTMLElement;
  label: string;
  items: { text: string; href: string; current: boolean; rel?: string }[];
}

function LinkMenu({ data, open, onClose }: OverlayProps<MenuData>) {
  return (
    <Menu anchorEl={data.anchor} open={open} onClose={onClose} slotProps={{ list: { 'aria-label': data.label } }}>
      {data.items.map((item) => (
        <MenuItem key={item.href + item.text} component="a" href={item.href} selected={item.current} {...(item.rel ? { rel: item.rel } : {})}>
          {item.text}
        </MenuItem>
      ))}
    </Menu>
  );
}

registerOverlay('menu', LinkMenu);

/** A header menu (versions, products): the links of its static disclosure, shown as an MUI menu. */
export function activate(element: HTMLElement): void {
  const summary = element.querySelector<HTMLElement>('summary') ?? element;
  const list = element.querySelector('ul');
  const items = [...element.querySelectorAll<HTMLAnchorElement>('a[href]')].map((link) => ({
    text: link.textContent ?? '',
    href: link.getAttribute('href') ?? '#',
    current: link.hasAttribute('aria-current'),
    ...(link.rel ? { rel: link.rel } : {}),
  }));
  toggleOverlay('menu', { anchor: summary, label: list?.getAttribute('aria-label') ?? '', items } satisfies MenuData);
}
