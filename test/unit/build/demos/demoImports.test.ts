import { describe, expect, it } from 'vitest';
import { demoImportsModule, liveModuleCode, liveModules, mergeDemoImports, parseDemoImports } from '../../../../src/build/demos/demoImports.js';

const DEMO = `import * as React from 'react';
import Button, { buttonClasses as classes } from '@mui/material/Button';
import {
  Stack,
  type StackProps,
  Typography as Text,
} from '@mui/material';
import type { Theme } from '@mui/material/styles';
import './styles.css';
import { helper } from './helper';

export default function Demo() {
  const text = "import x from 'not-an-import'";
  return <Button>{text}</Button>;
}
`;

describe('parseDemoImports', () => {
  it('reads default, namespace and named imports, type-only ones left out', () => {
    expect(parseDemoImports(DEMO)).toEqual([
      { specifier: 'react', default: false, namespace: true, names: [] },
      { specifier: '@mui/material/Button', default: true, namespace: false, names: ['buttonClasses'] },
      { specifier: '@mui/material', default: false, namespace: false, names: ['Stack', 'Typography'] },
      { specifier: './styles.css', default: false, namespace: false, names: [] },
      { specifier: './helper', default: false, namespace: false, names: ['helper'] },
    ]);
  });
});

describe('the module map of live editing', () => {
  const imports = mergeDemoImports([DEMO, "import { Button } from '@mui/material';\nimport Box from '@mui/material/Box';"]);

  it('merges what the demos take from each package, relative imports left out', () => {
    expect([...imports.keys()]).toEqual(['react', '@mui/material/Button', '@mui/material', '@mui/material/Box']);
    expect(imports.get('@mui/material')?.names).toEqual(new Set(['Stack', 'Typography', 'Button']));
  });

  it('loads React whole, and only the names the demos use from the others', () => {
    const modules = liveModules(imports);
    expect(modules.map((module) => [module.specifier, module.whole, module.names])).toEqual([
      ['react', true, []],
      ['react/jsx-runtime', true, []],
      ['react-dom', true, []],
      ['@mui/material/Button', false, ['default', 'buttonClasses']],
      ['@mui/material', false, ['Stack', 'Typography', 'Button']],
      ['@mui/material/Box', false, ['default']],
    ]);
    expect(liveModuleCode(modules[0]!)).toBe('import * as imported from "react";\nexport default { __esModule: true, ...imported };\n');
    expect(liveModuleCode(modules[4]!)).toBe(
      'import * as imported from "@mui/material";\nexport default { __esModule: true, Stack: imported.Stack, Typography: imported.Typography, Button: imported.Button };\n',
    );
  });

  it('maps each specifier the build resolves to its module, loaded on use', () => {
    const map = demoImportsModule(
      liveModules(imports),
      (index) => `virtual/${index}`,
      (index) => index !== 5,
    );
    expect(map).toContain('"react": () => import("virtual/0").then((loaded) => loaded.default)');
    expect(map).toContain('"@mui/material": () => import("virtual/4")');
    expect(map).not.toContain('@mui/material/Box');
  });
});
