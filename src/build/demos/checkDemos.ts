import fs from 'node:fs';
import path from 'node:path';
import { diagnostic, type Diagnostic, type Severity } from '../util/diagnostics.js';
import type { DemoRef } from '../markdown/types.js';
import type { DemoIndex } from './demoIndex.js';
import { demoBase } from './demoSources.js';
import { OUTSIDE_SITE } from '../util/insideSite.js';

const DEMO_FILE = /\.(js|jsx|ts|tsx)$/;

/** A `{{"demo"}}` whose file does not exist is an error listing the demos that do. */
export function checkDemos(index: DemoIndex, pageAbsolutePath: string, file: string, demos: readonly DemoRef[], severity: Severity = 'error'): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const demo of demos) {
    // Its files that a symbolic link leads out of the site are never read, the others are: an error either way.
    const linkedOut = index.outsideSite(pageAbsolutePath, demo.name);
    if (linkedOut !== undefined) {
      diagnostics.push(diagnostic('error', OUTSIDE_SITE, `Demo ${demo.name}: ${linkedOut}`, { file, line: demo.line, column: 1 }));
      continue;
    }
    if (index.find(pageAbsolutePath, demo.name)) continue;
    if (demoBase(index.root, pageAbsolutePath, demo.name) === undefined) {
      const message = `Demo ${demo.name} is outside the site folder: demos must be inside it`;
      diagnostics.push(diagnostic('error', 'demo-outside-site', message, { file, line: demo.line, column: 1 }));
      continue;
    }
    const dir = path.dirname(path.resolve(path.dirname(pageAbsolutePath), demo.name));
    const existing = fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => DEMO_FILE.test(name))
          .sort()
      : [];
    const available = existing.length ? `; demos here: ${existing.join(', ')}` : '; there are no demos beside the page';
    diagnostics.push(diagnostic(severity, 'missing-demo', `Missing demo ${demo.name}${available}`, { file, line: demo.line, column: 1 }));
  }
  return diagnostics;
}
