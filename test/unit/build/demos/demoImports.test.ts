import { describe, expect, it } from 'vitest';
import { parseDemoImports } from '../../../../src/build/demos/demoImports.js';

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
