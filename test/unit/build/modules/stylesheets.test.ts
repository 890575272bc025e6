import path from 'node:path';
import type { Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { importedStylesheets } from '../../../../src/build/modules/stylesheets.js';

const input = (...imports: [string, Metafile['inputs'][string]['imports'][number]['kind']?][]) => ({
  bytes: 1,
  imports: imports.map(([file, kind = 'import-statement']) => ({ path: file, kind })),
});

describe('importedStylesheets', () => {
  // A imports base.css, then B (which imports b.css and base.css again), then a.css; C imports only JavaScript.
  const metafile: Metafile = {
    outputs: {},
    inputs: {
      'A.js': input(['styles/base.css'], ['B.js'], ['A.css'], ['node_modules/pkg/index.js']),
      'B.js': input(['B.css'], ['styles/base.css'], ['A.js']),
      'C.js': input(['node_modules/pkg/index.js', 'dynamic-import']),
      'node_modules/pkg/index.js': input(['node_modules/pkg/pkg.css']),
      'styles/base.css': input(['styles/font.woff2', 'url-token']),
    },
  };
  const root = path.resolve('/site');
  const at = (file: string) => path.join(root, file);

  it("gives each module's stylesheets depth first in import order, each once, through modules and packages", () => {
    const found = importedStylesheets(metafile, root, [at('A.js'), at('B.js'), at('C.js')]);
    expect(found.get(at('A.js'))).toEqual([at('styles/base.css'), at('B.css'), at('A.css'), at('node_modules/pkg/pkg.css')]);
    expect(found.get(at('B.js'))).toEqual([at('B.css'), at('styles/base.css'), at('A.css'), at('node_modules/pkg/pkg.css')]);
    expect(found.get(at('C.js'))).toEqual([at('node_modules/pkg/pkg.css')]);
  });
});
