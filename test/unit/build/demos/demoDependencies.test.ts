import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { demoDependencies } from '../../../../src/build/demos/demoDependencies.js';
import { findPackage } from '../../../../src/build/util/installedPackages.js';
import { PACKAGE_ROOT } from '../../../../src/build/util/packageFiles.js';

const file = path.join(PACKAGE_ROOT, 'content/material-ui/Demo.tsx');
const version = (name: string) => findPackage(path.dirname(file), name)?.version;

describe('demoDependencies', () => {
  it('gives the packages a demo imports, React and their peers, at the installed versions', () => {
    const code = "import Button from '@mui/material/Button';\nimport { useState } from 'react';\nimport clsx from 'clsx';\nimport './local';";
    const dependencies = demoDependencies({ id: 'x/Demo', modules: { 'MUI System': file }, sources: [{ variant: 'TS', styling: 'MUI System', file, code }] });
    expect(Object.keys(dependencies)).toEqual(['@emotion/react', '@emotion/styled', '@mui/material', 'clsx', 'react', 'react-dom']);
    expect(dependencies['@mui/material']).toBe(version('@mui/material'));
    expect(dependencies.react).toBe(version('react'));
    expect(dependencies['@mui/material']).toMatch(/^\d+\.\d+\.\d+/);
  });

  it('adds Material UI and Emotion for the packages built on them', () => {
    const code = "import AddIcon from '@mui/icons-material/Add';";
    const dependencies = demoDependencies({ id: 'x/Demo', modules: { 'MUI System': file }, sources: [{ variant: 'TS', styling: 'MUI System', file, code }] });
    expect(Object.keys(dependencies)).toEqual(['@emotion/react', '@emotion/styled', '@mui/icons-material', '@mui/material', 'react', 'react-dom']);
  });

  it("adds the peers an installed package requires (Mantine's hooks), not its optional ones", () => {
    const mantineFile = path.join(PACKAGE_ROOT, 'content/acme-forms/demos/Demo.tsx');
    const code = "import { Button } from '@mantine/core';";
    const dependencies = demoDependencies({
      id: 'x/Demo',
      modules: { CSS: mantineFile },
      sources: [{ variant: 'TS', styling: 'CSS', file: mantineFile, code }],
    });
    expect(Object.keys(dependencies)).toEqual(['@mantine/core', '@mantine/hooks', 'react', 'react-dom']);
    expect(dependencies['@mantine/hooks']).toBe(findPackage(path.dirname(mantineFile), '@mantine/hooks')?.version);
  });

  it('says latest for a package installed nowhere', () => {
    const code = "import thing from 'surely-not-installed-package';";
    const dependencies = demoDependencies({ id: 'x/Demo', modules: { 'MUI System': file }, sources: [{ variant: 'JS', styling: 'MUI System', file, code }] });
    expect(dependencies['surely-not-installed-package']).toBe('latest');
  });
});
