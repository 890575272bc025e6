import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ServerDemos } from '../../src/build/demos/serverDemos.js';
import { copyFixture } from '../helpers/site.js';

let root: string;
let counter: string;
let badge: string;
const theme = { primary: '#0072e5', borderRadius: 12, spacing: 8 };

beforeAll(() => {
  root = copyFixture('demos');
  counter = path.join(root, 'content/material-ui/demos/Counter.tsx');
  badge = path.join(root, 'content/material-ui/demos/Badge/system/index.tsx');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const htmlOf = async (demos: ServerDemos, file: string) => {
  const result = await demos.render(file, 'd');
  if (!result.ok) throw new Error(result.reason);
  return result.rendered.html;
};

describe('ServerDemos kept between dev-server reloads', () => {
  it('loads again only the modules built from a changed file', async () => {
    const demos = new ServerDemos(root, theme);
    await demos.preload([counter, badge]);
    const badgeComponent = await demos.load(badge);
    expect(await htmlOf(demos, counter)).toContain('Clicked <!-- -->0<!-- --> times');

    fs.writeFileSync(counter, fs.readFileSync(counter, 'utf8').replace('Clicked', 'Pressed'));
    demos.forget([counter]);
    expect(await htmlOf(demos, counter)).toContain('Pressed');
    // The badge was not built from the counter: the same component, not loaded again.
    expect(await demos.load(badge)).toBe(badgeComponent);

    demos.forget([path.join(root, 'content/material-ui/plain.md')]);
    expect(await demos.load(badge)).toBe(badgeComponent);
  });

  it('loads again a module that failed, once the file it lacked exists', async () => {
    const demos = new ServerDemos(root, theme);
    const missing = path.join(root, 'content/material-ui/demos/Later.tsx');
    expect(await demos.load(missing)).toMatchObject({ ok: false, kind: 'unloadable' });
    fs.writeFileSync(missing, 'export default function Later() { return <p>Arrived</p>; }\n');
    demos.forget([path.join(root, 'content/material-ui/plain.md')]);
    expect(await htmlOf(demos, missing)).toContain('Arrived');
  });
});

describe('ServerDemos with a demo provider', () => {
  const PROVIDER = 'content/material-ui/DemoProvider.tsx';
  const provider = (attributes = '') =>
    `import { word } from './word';\nexport default function DemoProvider({ colorScheme, children }) { return <section ${attributes}data-word={word} data-scheme={colorScheme}>{children}</section>; }\n`;

  it('renders the demo inside it, renders it without when none is given, and takes an edit of it or of a module it imports', async () => {
    const word = path.join(root, 'content/material-ui/word.ts');
    fs.writeFileSync(word, "export const word = 'first';\n");
    fs.writeFileSync(path.join(root, PROVIDER), provider());
    const demos = new ServerDemos(root, theme);
    const wrapped = await demos.render(counter, 'd', undefined, undefined, PROVIDER);
    if (!wrapped.ok) throw new Error(wrapped.reason);
    expect(wrapped.rendered.html).toMatch(/^<section data-word="first" data-scheme="light"><button[^]*<\/section>$/);
    expect(await htmlOf(demos, counter)).not.toContain('<section');

    fs.writeFileSync(word, "export const word = 'second';\n");
    demos.forget([word]);
    const edited = await demos.render(counter, 'd', undefined, undefined, PROVIDER);
    expect(edited.ok && edited.rendered.html).toMatch(/^<section data-word="second"/);
    fs.writeFileSync(path.join(root, PROVIDER), provider('data-edited="" '));
    demos.forget([path.join(root, PROVIDER)]);
    const again = await demos.render(counter, 'd', undefined, undefined, PROVIDER);
    expect(again.ok && again.rendered.html).toMatch(/^<section data-edited="" data-word="second"/);
  });

  it('fails the demos it wraps when it cannot be loaded, saying so', async () => {
    fs.writeFileSync(path.join(root, PROVIDER), 'export default function DemoProvider( {\n');
    const demos = new ServerDemos(root, theme);
    const failed = await demos.render(counter, 'd', undefined, undefined, PROVIDER);
    expect(failed.ok).toBe(false);
    expect(!failed.ok && failed.reason).toMatch(/^its demo provider \(content\/material-ui\/DemoProvider\.tsx\) cannot be loaded: /);
  });
});
