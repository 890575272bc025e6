import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { check } from '../../src/build/check.js';
import type { Diagnostic } from '../../src/build/util/diagnostics.js';
import { buildSite, scratchFolders } from '../helpers/site.js';

const { fixture, temp } = scratchFolders();

const CRATE = `export interface CrateProps {
  /** What the crate holds. */
  contents: string;
  /**
   * How the crate is packed: see [packing](/acme/overview/#no-such-heading).
   */
  packing?: 'loose' | 'tight';
  /** How many crates are stacked ([stacking](/acme/no-such-page/)). */
  stack?: number;
}

/** A crate of the site's own source. */
export function Crate({ contents, packing = 'loose', stack = 1 }: CrateProps) {
  return <div data-packing={packing} data-stack={stack}>{contents}</div>;
}
`;

/** The api-package fixture with broken links in the JSDoc of its source component and of its installed package's. */
function siteWithBrokenJsDoc(): string {
  const root = fixture('api-package');
  fs.writeFileSync(path.join(root, 'src/Crate.tsx'), CRATE);
  const widget = path.join(root, 'node_modules/@acme/widgets/Widget/Widget.d.ts');
  fs.writeFileSync(widget, fs.readFileSync(widget, 'utf8').replace('   * The text of the widget.', '   * The text of the widget ([labels](/acme/gone/)).'));
  return root;
}

const linkProblems = (diagnostics: readonly Diagnostic[]) =>
  diagnostics
    .filter((entry) => entry.code === 'broken-link' || entry.code === 'broken-anchor')
    .map(({ code, file, line }) => ({ code, file, line }))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);

const EXPECTED = [
  // An installed package's declaration: its path from the site root, the line of the JSDoc.
  { code: 'broken-link', file: 'node_modules/@acme/widgets/Widget/Widget.d.ts', line: 18 },
  // The site's own source (a monorepo entry): the file and line of each prop's JSDoc.
  { code: 'broken-anchor', file: 'src/Crate.tsx', line: 4 },
  { code: 'broken-link', file: 'src/Crate.tsx', line: 8 },
];

describe("problems in an API page's JSDoc are reported at the component's source", () => {
  it('check: each broken link and anchor at the file and line of the JSDoc it is written in', async () => {
    const result = await check({ root: siteWithBrokenJsDoc() });
    expect(linkProblems(result.diagnostics)).toEqual(EXPECTED);
    expect(result.exitCode).toBe(1);
  }, 120_000);

  it('build: the same places', async () => {
    const result = await buildSite(siteWithBrokenJsDoc(), path.join(temp(), 'out'));
    expect(linkProblems(result.diagnostics)).toEqual(EXPECTED);
  }, 120_000);
});

describe('a name in config `api[index].components` that is not a component', () => {
  it('is reported at its own line of the config', async () => {
    const root = fixture('api-package');
    const file = path.join(root, 'docsgen.config.json');
    const config = JSON.parse(fs.readFileSync(file, 'utf8')) as { api: Array<Record<string, unknown>> };
    config.api[0] = { ...config.api[0], components: ['Widget', 'Gadget'] };
    config.api[1] = { ...config.api[1], components: ['Gadget', 'Crate'] };
    const text = JSON.stringify(config, null, 2);
    fs.writeFileSync(file, text);
    const lines = text.split('\n');
    const gadgetLines = lines.flatMap((line, index) => (line.includes('"Gadget"') ? [index + 1] : []));
    expect(gadgetLines).toHaveLength(2);
    const result = await check({ root });
    expect(result.exitCode).toBe(2);
    const unknown = result.diagnostics.filter((entry) => entry.code === 'api-component-unknown');
    expect(unknown.map(({ file, line, message }) => ({ file, line, gadget: message.includes('"Gadget"') }))).toEqual(
      gadgetLines.map((line) => ({ file: 'docsgen.config.json', line, gadget: true })),
    );
  }, 120_000);
});
