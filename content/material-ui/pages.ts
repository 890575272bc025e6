import type { ComponentType } from 'react';
import ChromeReaderModeRoundedIcon from '@mui/icons-material/ChromeReaderModeRounded';

/**
 * One entry of the navigation, in the shape of MUI's `MuiPage`.
 * Items with `children` are groups; the others must point at a page (or an external https link).
 */
export interface NavPage {
  pathname: string;
  title?: string;
  subheader?: string;
  children?: NavPage[];
  newFeature?: boolean;
  beta?: boolean;
  planned?: boolean;
  unstable?: boolean;
  deprecated?: boolean;
  legacy?: boolean;
  plan?: 'pro' | 'premium';
  icon?: ComponentType;
  inSideNav?: boolean;
}

// Titles that are not given here come from `pages.<pathname>` in content/translations/en.json,
// or else from the last segment of the pathname (`react-button-group` → "Button group").
const pages: NavPage[] = [
  {
    pathname: '/material-ui/getting-started-group',
    children: [
      { pathname: '/material-ui/getting-started', title: 'Overview' },
      { pathname: '/material-ui/getting-started/installation' },
      { pathname: '/material-ui/getting-started/usage' },
      { pathname: '/material-ui/getting-started/templates' },
      { pathname: '/material-ui/getting-started/design-resources' },
      { pathname: '/material-ui/getting-started/faq' },
    ],
  },
  {
    pathname: '/material-ui/react-',
    title: 'Components',
    children: [
      {
        pathname: '/material-ui/components/inputs',
        subheader: 'inputs',
        children: [
          { pathname: '/material-ui/react-button' },
          { pathname: '/material-ui/react-button-group' },
          { pathname: '/material-ui/react-checkbox' },
          { pathname: '/material-ui/react-switch' },
          { pathname: '/material-ui/react-text-field', title: 'Text Field' },
        ],
      },
      {
        pathname: '/material-ui/components/data-display',
        subheader: 'data-display',
        children: [
          { pathname: '/material-ui/react-avatar' },
          { pathname: '/material-ui/react-chip' },
        ],
      },
      {
        pathname: '/material-ui/components/feedback',
        subheader: 'feedback',
        children: [
          { pathname: '/material-ui/react-alert' },
          { pathname: '/material-ui/react-dialog' },
        ],
      },
      {
        pathname: '/material-ui/components/surfaces',
        subheader: 'surfaces',
        children: [{ pathname: '/material-ui/react-card' }],
      },
      {
        pathname: '/material-ui/components/navigation',
        subheader: 'navigation',
        children: [{ pathname: '/material-ui/react-tabs' }],
      },
      {
        pathname: '/material-ui/components/layout',
        subheader: 'layout',
        children: [
          { pathname: '/material-ui/react-box' },
          { pathname: '/material-ui/react-stack' },
        ],
      },
      {
        pathname: '/material-ui/components/utils',
        subheader: 'utils',
        children: [
          { pathname: '/material-ui/react-portal' },
          { pathname: '/material-ui/react-hidden', deprecated: true },
        ],
      },
    ],
  },
  // The API reference pages generated from @mui/material (config `api`) take this item's place.
  { pathname: '/material-ui/api', title: 'Component API' },
  {
    pathname: '/material-ui/customization',
    children: [
      { pathname: '/material-ui/customization/theming' },
      { pathname: '/material-ui/customization/styling-approaches' },
      { pathname: '/material-ui/customization/palette' },
      { pathname: '/material-ui/customization/dark-mode' },
      { pathname: '/material-ui/customization/spacing' },
      { pathname: '/material-ui/customization/density' },
    ],
  },
  {
    pathname: '/material-ui/guides',
    children: [
      { pathname: '/material-ui/guides/server-rendering' },
      { pathname: '/material-ui/guides/typescript' },
    ],
  },
  {
    pathname: '/material-ui/integrations',
    children: [
      { pathname: '/material-ui/integrations/routing' },
      { pathname: '/material-ui/integrations/styled-components', title: 'Using styled-components' },
    ],
  },
  {
    pathname: '/material-ui/migration',
    title: 'Migration',
    children: [
      { pathname: '/material-ui/migration/migrating-to-v6', title: 'Migrating to v6', newFeature: true },
    ],
  },
  {
    pathname: '/material-ui/discover-more',
    children: [
      { pathname: '/material-ui/discover-more/roadmap' },
      { pathname: '/material-ui/discover-more/changelog' },
      { pathname: '/material-ui/discover-more/backers', title: 'Sponsors and Backers' },
    ],
  },
  {
    pathname: 'https://mui.com/store/',
    title: 'Templates',
    icon: ChromeReaderModeRoundedIcon,
  },
];

export default pages;
