/** A demo as a project of its own, for CodeSandbox and StackBlitz: its files, by path. */
export interface SandboxProject {
  title: string;
  files: Record<string, string>;
  /** The file to open: the demo's. */
  demoFile: string;
}

/** The site's stylesheets a demo's code imports (see build/demos/demoStyleFiles.ts). */
export interface DemoStyleFiles {
  /** The demo's folder, from the site root (`/`-separated). */
  dir: string;
  /** Each stylesheet by its path from the site root: its text, as written. */
  files: Record<string, string>;
}

export interface SandboxInput {
  title: string;
  code: string;
  variant: 'TS' | 'JS';
  /** The packages the demo needs, at the site's versions (see build/demos/demoDependencies.ts), its provider's among them. */
  dependencies: Record<string, string>;
  /** The local stylesheets it imports: files of the project, where its imports find them. */
  styleFiles?: DemoStyleFiles;
  /** The demo provider that wraps it on the site (config `demoProvider`): its file's name and code. */
  provider?: { file: string; code: string };
}

/**
 * Where the demo and its stylesheets go in `src/`: beside each other as in the site when the
 * stylesheets are in the demo's folder (`src/Demo.tsx`, `src/Demo.module.css`); when one is above it
 * (`../styles/base.css`), every file at its path from the site root, so each import stays as written.
 */
function styleLayout(styleFiles: DemoStyleFiles | undefined): { demoDir: string; files: Record<string, string> } {
  if (!styleFiles) return { demoDir: '', files: {} };
  const prefix = styleFiles.dir === '' ? '' : `${styleFiles.dir}/`;
  const names = Object.keys(styleFiles.files);
  const beside = names.every((name) => name.startsWith(prefix));
  const files: Record<string, string> = {};
  for (const [name, text] of Object.entries(styleFiles.files)) files[`src/${beside ? name.slice(prefix.length) : name}`] = text;
  return { demoDir: beside ? '' : prefix, files };
}

/** Where the demo provider goes in the project: `src/DemoProvider` with its own extension. */
const providerFile = (file: string) => `src/DemoProvider${/\.[^./]+$/.exec(file)?.[0] ?? '.tsx'}`;

/** The tools of the project itself (Vite and its React plugin), not the site's: their current major versions. */
const BUILD_TOOLS: Record<string, string> = { vite: '^5.4.0', '@vitejs/plugin-react': '^4.3.0' };
const reactMajor = (dependencies: Record<string, string>) => Number(/\d+/.exec(dependencies.react ?? '')?.[0] ?? 18);

/** TypeScript, and React's types for the demo's React. */
const typeScriptTools = (dependencies: Record<string, string>): Record<string, string> => ({
  typescript: '^5.5.0',
  '@types/react': `^${reactMajor(dependencies)}`,
  '@types/react-dom': `^${reactMajor(dependencies)}`,
});

/** The entry that renders the demo: in MUI's theme with its baseline styles when it uses Material UI, plain otherwise. */
function entryOf(dependencies: Record<string, string>, ts: boolean, provider: boolean, demoDir = ''): string {
  const mui = '@mui/material' in dependencies;
  const legacy = reactMajor(dependencies) < 18;
  const container = ts ? "document.getElementById('root')!" : "document.getElementById('root')";
  // The provider gets the site's default settings; it wraps inside MUI's theme, as on the site.
  const inner = provider
    ? ['<DemoProvider colorScheme="light" direction="ltr" dense={false} spacing={8} colors={{}}>', '  <Demo />', '</DemoProvider>']
    : ['<Demo />'];
  const demo = mui ? ['<ThemeProvider theme={theme}>', '  <CssBaseline />', ...inner.map((line) => `  ${line}`), '</ThemeProvider>'] : inner;
  const tree = ['<React.StrictMode>', ...demo.map((line) => `  ${line}`), '</React.StrictMode>'];
  return [
    "import * as React from 'react';",
    legacy ? "import * as ReactDOM from 'react-dom';" : "import * as ReactDOM from 'react-dom/client';",
    ...(mui ? ["import CssBaseline from '@mui/material/CssBaseline';", "import { createTheme, ThemeProvider } from '@mui/material/styles';"] : []),
    `import Demo from './${demoDir}Demo';`,
    ...(provider ? ["import DemoProvider from './DemoProvider';"] : []),
    '',
    ...(mui ? ['const theme = createTheme();', ''] : []),
    legacy ? 'ReactDOM.render(' : `ReactDOM.createRoot(${container}).render(`,
    ...tree.map((line) => `  ${line}`),
    legacy ? `, ${container});` : ');',
    '',
  ].join('\n');
}

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2020',
    lib: ['DOM', 'DOM.Iterable', 'ES2020'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    skipLibCheck: true,
    noEmit: true,
  },
  include: ['src'],
};

/**
 * The project of a demo in the reader's variant: `src/Demo.tsx|jsx`, the entry `src/index.tsx|jsx`
 * that renders it (in the site's demo provider, `src/DemoProvider.*`, when it has one), `index.html`,
 * a Vite config and a `package.json` whose dependencies are the demo's packages at the site's
 * versions; the local stylesheets it imports as files (Vite takes CSS and CSS modules as they are),
 * a package's stylesheet an import of that dependency.
 */
export function sandboxProject({ title, code, variant, dependencies, styleFiles, provider }: SandboxInput): SandboxProject {
  const ts = variant === 'TS';
  const extension = ts ? 'tsx' : 'jsx';
  const styles = styleLayout(styleFiles);
  const demoFile = `src/${styles.demoDir}Demo.${extension}`;
  const packageJson = {
    name: title.toLowerCase().replace(/[^a-z0-9-]+/g, '-'),
    private: true,
    type: 'module',
    scripts: { dev: 'vite', build: 'vite build', start: 'vite' },
    dependencies,
    devDependencies: { ...BUILD_TOOLS, ...(ts ? typeScriptTools(dependencies) : {}) },
  };
  const files: Record<string, string> = {
    'package.json': `${JSON.stringify(packageJson, null, 2)}\n`,
    'index.html': [
      '<!doctype html>',
      '<html lang="en">',
      '  <head>',
      '    <meta charset="utf-8" />',
      '    <meta name="viewport" content="initial-scale=1, width=device-width" />',
      `    <title>${title.replace(/[<&]/g, '')}</title>`,
      '  </head>',
      '  <body>',
      '    <div id="root"></div>',
      `    <script type="module" src="/src/index.${extension}"></script>`,
      '  </body>',
      '</html>',
      '',
    ].join('\n'),
    [`vite.config.${ts ? 'ts' : 'js'}`]:
      "import { defineConfig } from 'vite';\nimport react from '@vitejs/plugin-react';\n\nexport default defineConfig({ plugins: [react()] });\n",
    [`src/index.${extension}`]: entryOf(dependencies, ts, provider !== undefined, styles.demoDir),
    [demoFile]: code,
    ...styles.files,
  };
  if (provider) files[providerFile(provider.file)] = provider.code;
  if (ts) files['tsconfig.json'] = `${JSON.stringify(TSCONFIG, null, 2)}\n`;
  return { title, files, demoFile };
}
