import { describe, expect, it } from 'vitest';
import { packagesOf } from '../../../../src/build/modules/packageModules.js';

describe('the packages a bundle built in another thread needs loaded first', () => {
  it("are its inputs in the imported packages' namespace, in order; files, required packages and other plugins' modules are not", () => {
    const inputs = [
      'content/demos/Counter.tsx',
      'docsgen-package:file:///site/node_modules/react/index.js',
      'docsgen-package-require:file:///site/node_modules/legacy/index.js',
      'docsgen-demo-host:/lib/runtime/demoHost/server.js',
      'docsgen-package:file:///site/node_modules/@mui/material/Button/index.js',
    ];
    expect(packagesOf(inputs)).toEqual(['file:///site/node_modules/react/index.js', 'file:///site/node_modules/@mui/material/Button/index.js']);
  });
});
