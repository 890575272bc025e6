import { defineConfig } from 'docsgen';

const products = [
  {
    id: 'material-ui',
    name: 'Material UI',
    category: 'core',
    logo: 'content/logos/material-ui.svg',
    manifest: 'content/material-ui/pages.ts',
    versions: [
      { text: 'v6.0.0-beta.6', current: true },
      { text: 'v5.16.7', href: 'https://v5.mui.com/material-ui/getting-started/' },
      { text: 'v4.12.4', href: 'https://v4.mui.com/getting-started/installation/' },
    ],
  },
  {
    id: 'joy-ui',
    name: 'Joy UI',
    category: 'core',
    logo: 'content/logos/joy-ui.svg',
    manifest: 'content/joy-ui/pages.json',
    versions: [{ text: 'v5.0.0-beta.46', current: true }],
  },
  {
    id: 'base-ui',
    name: 'Base UI',
    category: 'core',
    logo: 'content/logos/base-ui.svg',
    manifest: 'content/base-ui/pages.json',
    versions: [
      { text: 'v5.0.0-beta.57', current: true },
      { text: 'v5.0.0-beta.40', href: 'https://v5.mui.com/base-ui/getting-started/' },
    ],
  },
  {
    id: 'system',
    name: 'MUI System',
    category: 'core',
    logo: 'content/logos/system.svg',
    manifest: 'content/system/pages.json',
    versions: [
      { text: 'v6.0.0-beta.6', current: true },
      { text: 'v5.16.7', href: 'https://v5.mui.com/system/getting-started/' },
    ],
  },
  {
    id: 'x-data-grid',
    name: 'Data Grid',
    category: 'x',
    logo: 'content/logos/x.svg',
    manifest: 'content/x/pages.json',
    versions: [
      { text: 'v7.10.0', current: true },
      { text: 'v6.20.4', href: 'https://v6.mui.com/x/react-data-grid/' },
    ],
  },
  {
    id: 'x-date-pickers',
    name: 'Date and Time Pickers',
    category: 'x',
    logo: 'content/logos/x.svg',
    manifest: 'content/x/pages.json',
    versions: [
      { text: 'v7.10.0', current: true },
      { text: 'v6.20.4', href: 'https://v6.mui.com/x/react-date-pickers/' },
    ],
  },
  {
    // Deployed elsewhere: another repository builds the Charts' pages (/x/react-charts/…) into the
    // same domain. Links and manifest items into them are checked for their shape only and point
    // at `url`; the product menu lists the Charts there.
    id: 'x-charts',
    name: 'Charts',
    category: 'x',
    logo: 'content/logos/x.svg',
    external: true,
    url: 'https://mui.com',
  },
  {
    id: 'toolpad-studio',
    name: 'Toolpad Studio',
    category: 'toolpad',
    logo: 'content/logos/toolpad.svg',
    manifest: 'content/toolpad/pages.json',
    versions: [{ text: 'v0.3.1', current: true }],
  },
  {
    id: 'toolpad-core',
    name: 'Toolpad Core',
    category: 'toolpad',
    logo: 'content/logos/toolpad.svg',
    manifest: 'content/toolpad/pages.json',
    versions: [{ text: 'v0.1.0', current: true }],
  },
  {
    // A library of its own beside MUI's: its id is the first URL segment of its pages (/acme-ui/…).
    id: 'acme-ui',
    name: 'Acme UI',
    category: 'acme',
    logo: 'content/logos/acme-ui.svg',
    manifest: 'content/acme-ui/pages.json',
    versions: [
      { text: 'v2.3.0', current: true },
      { text: 'v1.9.4', href: 'https://v1.acme-ui.example.com/' },
    ],
  },
  {
    // Built on Mantine: its demos run on Mantine 9 and React 19, installed in content/acme-forms/
    // by its own package.json (`npm run site` installs them), not on docsgen's MUI.
    id: 'acme-forms',
    name: 'Acme Forms',
    category: 'acme',
    logo: 'content/logos/acme-forms.svg',
    manifest: 'content/acme-forms/pages.json',
    versions: [{ text: 'v1.4.0', current: true }],
    // Wraps every demo of the product in MantineProvider, with the reader's settings as props.
    demoProvider: 'content/acme-forms/DemoProvider.tsx',
  },
];

export default defineConfig({
  title: 'MUI Docs',
  siteUrl: 'https://docs.example.com',
  products,
  defaultNav: [
    { pathname: '/versions', title: 'Versions' },
    { pathname: 'https://mui.com/store/', title: 'Templates' },
    { pathname: '/blog', title: 'Blog' },
  ],
  // The dev server (`docsgen serve`) answers this path; a static host needs a service of its own.
  feedback: { endpoint: '/_docsgen/feedback' },
  // The sponsor slot below each page's description. This ad network does not exist, as when a
  // reader is offline or blocks ads: after 3.5 s the slot shows one of docsgen's in-house ads.
  ads: {
    script: 'https://ads.example.com/serve.js?placement=docs-example',
    backerLink: 'https://docs.example.com/backers/',
  },
  // Mantine's CSS follows the reader's colour scheme by its own attribute on <html>, set before paint.
  colorScheme: { attribute: 'data-mantine-color-scheme' },
  // Added to every page's <head>: phone browsers leave the order numbers of the demos unlinked.
  head: [{ tag: 'meta', attrs: { name: 'format-detection', content: 'telephone=no' } }],
  // The site's icon; without it, public/favicon.svg or public/favicon.ico, else docsgen's own.
  favicon: 'content/logos/material-ui.svg',
  slots: {
    // Above every page's header; a reader who dismisses it does not see it again until the id changes.
    banner: {
      id: 'acme-forms-1-4',
      content: 'New in the example: [Acme Forms](/acme-forms/overview/), docs for a library built on Mantine.',
    },
    // Markdown after every page's footer.
    footer: "docsgen's example site, built from the repository's `content/` folder: the Acme products are made up.",
  },
  // A rehype plugin from npm (a devDependency of this repository, so of the example site): links
  // to other sites open in a new tab. /acme-forms/overview/ says so.
  markdown: {
    rehypePlugins: [['rehype-external-links', { target: '_blank', rel: ['noopener', 'noreferrer'] }]],
  },
  components: {
    TemplateList: 'content/components/TemplateList.tsx',
  },
  // API reference pages generated from TypeScript: the components of the installed @mui/material
  // that this site documents (at /material-ui/api/<name>/; leave out `components` for every one
  // the package exports), and Acme UI's own source (the monorepo case, at /acme-ui/api/).
  // Material UI's pages keep MUI's own phrasing (`wording: 'mui'`); Acme UI's are worded for any library.
  api: [
    {
      product: 'material-ui',
      package: '@mui/material',
      wording: 'mui',
      components: [
        'Alert',
        'AlertTitle',
        'Avatar',
        'AvatarGroup',
        'Box',
        'Button',
        'ButtonBase',
        'ButtonGroup',
        'Card',
        'CardActions',
        'CardContent',
        'Checkbox',
        'Chip',
        'Dialog',
        'DialogActions',
        'DialogContent',
        'DialogTitle',
        'FormControl',
        'Portal',
        'Stack',
        'Switch',
        'Tab',
        'Tabs',
        'TextField',
      ],
    },
    { product: 'acme-ui', entry: 'packages/acme-ui/src/index.ts' },
  ],
});
