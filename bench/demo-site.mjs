#!/usr/bin/env node
// A demo-heavy docsgen site for the benches: `node bench/demo-site.mjs OUTDIR [--pages 100]
// [--demos-per-page 5] [--unresolvable 0] [--packages DIR] [--api]`.
//
// Writes OUTDIR/docsgen.config.json, OUTDIR/content/material-ui/pages.json, one page per
// `content/material-ui/page-NNNN.md` and its demos in `content/material-ui/demos/page-NNNN/`,
// each demo as MUI writes it: `X.tsx` (rendered live) and `X.js` (shown in the JS tab). The demos
// import MUI components (Button, TextField, Select, Dialog, Grid, Stack…) and, one in six, a
// package that uses hooks (notistack), all from the site's own node_modules: OUTDIR/node_modules
// is a link to `--packages` (default test/fixtures/packages/react18-mui5/node_modules: React 18,
// MUI 5, notistack; `node scripts/install-site-packages.mjs` installs them).
//
// `--unresolvable N`: the first N demos (one per page, in page order, then a second per page…)
// also import a package the site does not install, so that they cannot be bundled; the config
// then sets `onMissingDemos: "warning"` so the build still succeeds. `--api`: the site also has
// the API reference of every component of the installed @mui/material (MUI 5: ~120 pages, made
// from its types with TypeScript). Output depends only on the options.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    pages: { type: 'string', default: '100' },
    'demos-per-page': { type: 'string', default: '5' },
    unresolvable: { type: 'string', default: '0' },
    packages: { type: 'string', default: path.join(repo, 'test/fixtures/packages/react18-mui5/node_modules') },
    api: { type: 'boolean', default: false },
  },
});
if (positionals.length !== 1)
  throw new Error('Usage: node bench/demo-site.mjs OUTDIR [--pages 100] [--demos-per-page 5] [--unresolvable 0] [--packages DIR] [--api]');
const site = path.resolve(positionals[0]);
const pageCount = Number(options.pages);
const perPage = Number(options['demos-per-page']);
const unresolvable = Number(options.unresolvable);
const packages = path.resolve(options.packages);
if (!fs.existsSync(path.join(packages, '@mui/material'))) {
  throw new Error(`${packages} has no @mui/material: run node scripts/install-site-packages.mjs`);
}

const PRODUCT = 'material-ui';
const content = path.join(site, 'content', PRODUCT);
const pad = (n) => String(n).padStart(4, '0');

/**
 * The kinds of demo, each as `{ name, ts, js }` given a number that makes its text its own. `ts`
 * is the live module, `js` the same without types (as MUI's docs:typescript:formatted makes it).
 */
const KINDS = [
  (n) => {
    const body = (types) => `import * as React from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function ButtonRow${n}() {
  const [count, setCount] = React.useState${types ? '<number>' : ''}(0);
  return (
    <Stack direction="row" spacing={2}>
      <Button variant="text">Text ${n}</Button>
      <Button variant="contained" onClick={() => setCount(count + 1)}>
        Clicked {count} times
      </Button>
      <Button variant="outlined" disabled>
        Disabled
      </Button>
    </Stack>
  );
}
`;
    return { name: `ButtonRow${n}`, ts: body(true), js: body(false) };
  },
  (n) => {
    const body = (types) => `import * as React from 'react';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function FormFields${n}() {
  const [name, setName] = React.useState('Field ${n}');
  const handleChange = (event${types ? ': React.ChangeEvent<HTMLInputElement>' : ''}) => {
    setName(event.target.value);
  };
  return (
    <Box component="form" sx={{ '& .MuiTextField-root': { m: 1, width: '25ch' } }} noValidate autoComplete="off">
      <TextField id="name-${n}" label="Name" value={name} onChange={handleChange} />
      <TextField id="filled-${n}" label="Filled" variant="filled" helperText="Some important text" />
      <TextField id="standard-${n}" label="Standard" variant="standard" error />
    </Box>
  );
}
`;
    return { name: `FormFields${n}`, ts: body(true), js: body(false) };
  },
  (n) => {
    const body = (types) => `import * as React from 'react';
import Box from '@mui/material/Box';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import FormControl from '@mui/material/FormControl';
import Select${types ? ', { SelectChangeEvent }' : ''} from '@mui/material/Select';

export default function PickOne${n}() {
  const [age, setAge] = React.useState('');
  const handleChange = (event${types ? ': SelectChangeEvent' : ''}) => {
    setAge(event.target.value${types ? ' as string' : ''});
  };
  return (
    <Box sx={{ minWidth: 120 }}>
      <FormControl fullWidth>
        <InputLabel id="pick-${n}-label">Age</InputLabel>
        <Select labelId="pick-${n}-label" id="pick-${n}" value={age} label="Age" onChange={handleChange}>
          <MenuItem value={10}>Ten</MenuItem>
          <MenuItem value={20}>Twenty</MenuItem>
          <MenuItem value={${n}}>${n}</MenuItem>
        </Select>
      </FormControl>
    </Box>
  );
}
`;
    return { name: `PickOne${n}`, ts: body(true), js: body(false) };
  },
  (n) => {
    const body = () => `import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export default function AlertDialog${n}() {
  const [open, setOpen] = React.useState(false);
  return (
    <React.Fragment>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open dialog ${n}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby="dialog-${n}-title">
        <DialogTitle id="dialog-${n}-title">Use location service?</DialogTitle>
        <DialogContent>
          <DialogContentText>Let an app help determine location, number ${n}.</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>Disagree</Button>
          <Button onClick={() => setOpen(false)} autoFocus>
            Agree
          </Button>
        </DialogActions>
      </Dialog>
    </React.Fragment>
  );
}
`;
    return { name: `AlertDialog${n}`, ts: body(), js: body() };
  },
  (n) => {
    const body = () => `import * as React from 'react';
import { styled } from '@mui/material/styles';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Grid from '@mui/material/Grid';

const Item = styled(Paper)(({ theme }) => ({
  ...theme.typography.body2,
  padding: theme.spacing(1),
  textAlign: 'center',
  color: theme.palette.text.secondary,
}));

export default function BasicGrid${n}() {
  return (
    <Box sx={{ flexGrow: 1 }}>
      <Grid container spacing={2}>
        <Grid item xs={8}>
          <Item>xs=8 (${n})</Item>
        </Grid>
        <Grid item xs={4}>
          <Item>xs=4</Item>
        </Grid>
        <Grid item xs={4}>
          <Item>xs=4</Item>
        </Grid>
        <Grid item xs={8}>
          <Item>xs=8</Item>
        </Grid>
      </Grid>
    </Box>
  );
}
`;
    return { name: `BasicGrid${n}`, ts: body(), js: body() };
  },
  (n) => {
    const body = (types) => `import * as React from 'react';
import Button from '@mui/material/Button';
import { SnackbarProvider, ${types ? 'VariantType, ' : ''}useSnackbar } from 'notistack';

function MyApp() {
  const { enqueueSnackbar } = useSnackbar();
  const handleClickVariant = (variant${types ? ': VariantType' : ''}) => () => {
    enqueueSnackbar('This is a message number ${n}', { variant });
  };
  return (
    <React.Fragment>
      <Button onClick={() => enqueueSnackbar('I love snacks.')}>Show snackbar</Button>
      <Button onClick={handleClickVariant('success')}>Show success snackbar</Button>
    </React.Fragment>
  );
}

export default function IntegrationNotistack${n}() {
  return (
    <SnackbarProvider maxSnack={3}>
      <MyApp />
    </SnackbarProvider>
  );
}
`;
    return { name: `IntegrationNotistack${n}`, ts: body(true), js: body(false) };
  },
];

/** The import that makes a demo unresolvable: a package no site installs. */
const withMissingImport = (code) =>
  code.replace("import * as React from 'react';\n", "import * as React from 'react';\nimport 'docsgen-bench-not-installed';\n");

fs.mkdirSync(content, { recursive: true });
fs.symlinkSync(packages, path.join(site, 'node_modules'), 'dir');
const manifest = [{ pathname: `/${PRODUCT}/overview`, title: 'Overview' }];
fs.writeFileSync(path.join(content, 'overview.md'), `# Overview\n\n<p class="description">${pageCount} pages of demos.</p>\n`);
const groups = [];
let demoNumber = 0;
for (let page = 1; page <= pageCount; page++) {
  const slug = `page-${pad(page)}`;
  const demoDir = path.join(content, 'demos', slug);
  fs.mkdirSync(demoDir, { recursive: true });
  const sections = [];
  for (let index = 0; index < perPage; index++) {
    const n = demoNumber++;
    const demo = KINDS[n % KINDS.length](n);
    // Unresolvable demos are spread over the pages: the first of each page, then the second…
    const broken = index * pageCount + (page - 1) < unresolvable;
    fs.writeFileSync(path.join(demoDir, `${demo.name}.tsx`), broken ? withMissingImport(demo.ts) : demo.ts);
    fs.writeFileSync(path.join(demoDir, `${demo.name}.js`), broken ? withMissingImport(demo.js) : demo.js);
    sections.push(
      `## Demo ${n}\n\nThe ${demo.name.replace(/\d+$/, '')} demo, as the reader sees it, with its code in TypeScript and JavaScript.\n\n` +
        `{{"demo": "demos/${slug}/${demo.name}.js"}}\n`,
    );
  }
  fs.writeFileSync(
    path.join(content, `${slug}.md`),
    `---\ntitle: Page ${page}\n---\n\n# Page ${page}\n\n<p class="description">Demos ${page * perPage - perPage} to ${page * perPage - 1}.</p>\n\n${sections.join('\n')}`,
  );
  const group = Math.floor((page - 1) / 10);
  groups[group] ??= { pathname: `/${PRODUCT}/group-${group + 1}`, title: `Group ${group + 1}`, children: [] };
  groups[group].children.push({ pathname: `/${PRODUCT}/${slug}`, title: `Page ${page}` });
}
manifest.push(...groups);
fs.writeFileSync(path.join(content, 'pages.json'), `${JSON.stringify(manifest, null, 2)}\n`);
const config = {
  title: 'Demo-heavy docs',
  ...(unresolvable > 0 ? { onMissingDemos: 'warning' } : {}),
  products: [
    {
      id: PRODUCT,
      name: 'Material UI',
      category: 'core',
      manifest: `content/${PRODUCT}/pages.json`,
      versions: [{ text: 'v5.14.11', current: true }],
    },
  ],
  ...(options.api ? { api: [{ product: PRODUCT, package: '@mui/material' }] } : {}),
};
fs.writeFileSync(path.join(site, 'docsgen.config.json'), `${JSON.stringify(config, null, 2)}\n`);
console.log(`wrote ${pageCount} pages with ${demoNumber} demos (${demoNumber * 2} files, ${Math.min(unresolvable, demoNumber)} unresolvable) to ${site}`);
