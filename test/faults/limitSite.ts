import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from '../helpers/site.js';

/** The time limit the fault sites set (config `limits.evaluateMs`), so a loop is stopped quickly. */
export const LIMIT_MS = 1000;

/**
 * A small site for the fault tests: a TS config with a short time limit, one product whose
 * manifest is `content/ui/pages.ts`, a page with a demo (`Demo.tsx`) and a content component
 * (`components/Hello.tsx`). `files` adds or replaces files (paths relative to the root).
 */
export function limitSite(files: Record<string, string> = {}): string {
  const root = tempDir('docsgen-limits-');
  const defaults: Record<string, string> = {
    'docsgen.config.ts': `export default {
  title: 'Limits',
  products: [{ id: 'ui', name: 'UI', manifest: 'content/ui/pages.ts' }],
  components: { Hello: 'components/Hello.tsx' },
  limits: { evaluateMs: ${LIMIT_MS} },
};
`,
    'content/ui/pages.ts': `const pages = [
  { pathname: '/ui/intro', title: 'Intro' },
  { pathname: '/ui/demo', title: 'Demo' },
];
export default pages;
`,
    'content/ui/intro.md': '# Intro\n\nText.\n\n{{"component": "Hello"}}\n',
    'content/ui/demo.md': '# Demo\n\nA demo:\n\n{{"demo": "Demo.tsx"}}\n',
    'content/ui/Demo.tsx': `export default function Demo() {
  return <button type="button">Demo</button>;
}
`,
    'components/Hello.tsx': `export default function Hello() {
  return <p>Hello</p>;
}
`,
  };
  for (const [file, text] of Object.entries({ ...defaults, ...files })) {
    const absolute = path.join(root, file);
    fs.mkdirSync(path.dirname(absolute), { recursive: true });
    fs.writeFileSync(absolute, text);
  }
  return root;
}

/** A loop that never ends, for a module's top level or a render. */
export const LOOP = 'for (;;) {}';
