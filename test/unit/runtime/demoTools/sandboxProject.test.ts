import { decompressFromBase64 } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { sandboxProject } from '../../../../src/runtime/demoTools/sandboxProject.js';
import { codeSandboxParameters } from '../../../../src/runtime/demoTools/openSandbox.js';

const CODE = "import Button from '@mui/material/Button';\nexport default function Demo() { return <Button>Hi</Button>; }\n";
const MUI = { react: '18.3.1', 'react-dom': '18.3.1', '@mui/material': '5.14.0', '@emotion/react': '11.11.0', '@emotion/styled': '11.11.0' };

describe('sandboxProject', () => {
  it('makes a TypeScript project that renders the demo in MUI’s theme with its baseline', () => {
    const project = sandboxProject({ title: 'Basic Buttons', code: CODE, variant: 'TS', dependencies: MUI });
    expect(Object.keys(project.files).sort()).toEqual(['index.html', 'package.json', 'src/Demo.tsx', 'src/index.tsx', 'tsconfig.json', 'vite.config.ts']);
    expect(project.demoFile).toBe('src/Demo.tsx');
    expect(project.files['src/Demo.tsx']).toBe(CODE);
    expect(project.files['src/index.tsx']).toContain("import CssBaseline from '@mui/material/CssBaseline';");
    expect(project.files['src/index.tsx']).toContain("ReactDOM.createRoot(document.getElementById('root')!).render(");
    expect(project.files['index.html']).toContain('<script type="module" src="/src/index.tsx"></script>');
    const packageJson = JSON.parse(project.files['package.json']!) as { name: string; dependencies: object; devDependencies: object };
    expect(packageJson.name).toBe('basic-buttons');
    expect(packageJson.dependencies).toEqual(MUI);
    expect(packageJson.devDependencies).toHaveProperty('typescript');
    expect(packageJson.devDependencies).toHaveProperty(['@types/react'], '^18');
  });

  it('makes a JavaScript project, plain without Material UI, on the legacy root before React 18', () => {
    const project = sandboxProject({ title: 'Plain', code: CODE, variant: 'JS', dependencies: { react: '17.0.2', 'react-dom': '17.0.2' } });
    expect(Object.keys(project.files).sort()).toEqual(['index.html', 'package.json', 'src/Demo.jsx', 'src/index.jsx', 'vite.config.js']);
    expect(project.files['src/index.jsx']).not.toContain('ThemeProvider');
    expect(project.files['src/index.jsx']).toContain("import * as ReactDOM from 'react-dom';");
    expect(project.files['src/index.jsx']).toContain("document.getElementById('root'));");
  });
});

describe('sandboxProject with the stylesheets a demo imports', () => {
  const CSS_DEMO =
    "import '@acme/ui/styles.css';\nimport './Demo.css';\nimport classes from './Demo.module.css';\nexport default function Demo() { return <p className={classes.x}>Hi</p>; }\n";

  it('puts stylesheets of the demo’s folder beside src/Demo, imports unchanged, a package’s stylesheet left an import', () => {
    const styleFiles = { dir: 'content/acme/demos', files: { 'content/acme/demos/Demo.css': '.a{}', 'content/acme/demos/Demo.module.css': '.x{}' } };
    const project = sandboxProject({ title: 'Demo', code: CSS_DEMO, variant: 'TS', dependencies: { react: '19.0.0', '@acme/ui': '1.0.0' }, styleFiles });
    expect(project.demoFile).toBe('src/Demo.tsx');
    expect(project.files['src/Demo.tsx']).toBe(CSS_DEMO);
    expect(project.files['src/Demo.css']).toBe('.a{}');
    expect(project.files['src/Demo.module.css']).toBe('.x{}');
    expect(project.files['src/index.tsx']).toContain("import Demo from './Demo';");
    expect(Object.keys(project.files).filter((file) => file.includes('styles.css'))).toEqual([]);
  });

  it('keeps the site’s folders when a stylesheet is above the demo’s, so every import still finds its file', () => {
    const styleFiles = { dir: 'content/acme/demos', files: { 'content/acme/demos/Demo.css': '.a{}', 'styles/base.css': '.b{}' } };
    const project = sandboxProject({ title: 'Demo', code: CSS_DEMO, variant: 'JS', dependencies: { react: '19.0.0' }, styleFiles });
    expect(project.demoFile).toBe('src/content/acme/demos/Demo.jsx');
    expect(project.files['src/content/acme/demos/Demo.css']).toBe('.a{}');
    expect(project.files['src/styles/base.css']).toBe('.b{}');
    expect(project.files['src/index.jsx']).toContain("import Demo from './content/acme/demos/Demo';");
  });
});

describe('sandboxProject with a demo provider', () => {
  const PROVIDER = "import * as React from 'react';\nexport default function DemoProvider({ children }) { return <div>{children}</div>; }\n";

  it('puts the provider in the project as a file and wraps the demo in it, inside MUI’s theme, with the default settings', () => {
    const project = sandboxProject({
      title: 'Themed',
      code: CODE,
      variant: 'TS',
      dependencies: MUI,
      provider: { file: 'content/acme/DemoProvider.tsx', code: PROVIDER },
    });
    expect(Object.keys(project.files).sort()).toEqual([
      'index.html',
      'package.json',
      'src/Demo.tsx',
      'src/DemoProvider.tsx',
      'src/index.tsx',
      'tsconfig.json',
      'vite.config.ts',
    ]);
    expect(project.files['src/DemoProvider.tsx']).toBe(PROVIDER);
    expect(project.files['src/Demo.tsx']).toBe(CODE);
    const index = project.files['src/index.tsx']!;
    expect(index).toContain("import DemoProvider from './DemoProvider';");
    expect(index).toMatch(
      /<ThemeProvider theme=\{theme\}>\s*<CssBaseline \/>\s*<DemoProvider colorScheme="light" direction="ltr" dense=\{false\} spacing=\{8\} colors=\{\{\}\}>\s*<Demo \/>\s*<\/DemoProvider>\s*<\/ThemeProvider>/,
    );
  });

  it('keeps the provider’s own extension in a JavaScript project without MUI', () => {
    const project = sandboxProject({
      title: 'Plain',
      code: CODE,
      variant: 'JS',
      dependencies: { react: '19.0.0', 'react-dom': '19.0.0' },
      provider: { file: 'content/Provider.jsx', code: PROVIDER },
    });
    expect(project.files['src/DemoProvider.jsx']).toBe(PROVIDER);
    expect(project.files['src/index.jsx']).toMatch(/<React.StrictMode>\s*<DemoProvider [^>]*>\s*<Demo \/>\s*<\/DemoProvider>\s*<\/React.StrictMode>/);
    expect(project.files['src/index.jsx']).not.toContain('ThemeProvider');
  });

  it('is the same project as before without a provider', () => {
    expect(sandboxProject({ title: 'Plain', code: CODE, variant: 'TS', dependencies: MUI }).files['src/index.tsx']).not.toContain('DemoProvider');
  });
});

describe('codeSandboxParameters', () => {
  it('is the files compressed with lz-string, URL-safe', () => {
    const parameters = codeSandboxParameters({ 'src/Demo.tsx': CODE, 'a/b.txt': '?'.repeat(300) });
    expect(parameters).toMatch(/^[\w-]+$/);
    const decoded = JSON.parse(decompressFromBase64(parameters.replace(/-/g, '+').replace(/_/g, '/'))) as unknown;
    expect(decoded).toEqual({ files: { 'src/Demo.tsx': { content: CODE, isBinary: false }, 'a/b.txt': { content: '?'.repeat(300), isBinary: false } } });
  });
});
