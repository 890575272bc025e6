import fs from 'node:fs';
import path from 'node:path';
import { expect } from 'vitest';
import { REPO_ROOT, tempDir } from './site.js';

/** The real Material UI docs subset (MIT) that docsgen is tested against; see its SOURCE.txt. */
export const CORPUS = path.join(REPO_ROOT, '../shared/corpus/mui-material');
export const hasCorpus = fs.existsSync(path.join(CORPUS, 'ROUTES.tsv'));

/**
 * The end of the name of every test that reads the corpus: outside the repository, it is absent
 * from a fresh clone (and CI), where such a test is skipped.
 */
export const READS_CORPUS = ' (reads ../shared/corpus)';

/** Pages in the style of the corpus written for these tests, always there: see its README.md. */
export const CORPUS_LIKE = path.join(REPO_ROOT, 'test/fixtures/corpus-like');

/** The pages (and demos) of one product of the corpus or of its in-repo stand-in, for tests that read every page. */
export interface PageSource {
  /** For test names. */
  name: string;
  /** The end of the names of the tests that read it: READS_CORPUS for the corpus, none for the fixture. */
  suffix: string;
  /** The product's folder (`data/<product>`): pages at `<section>/<page>/<page>.md`, each with its demos. */
  dir: string;
  /** The product's route: a page of `<dir>/<folders>/` is at `<route><folders>/`. */
  route: string;
  /** Whether it is there: the fixture always, the corpus when ../shared/corpus is. */
  present: boolean;
  /** How many pages it has: the fixture exactly; the corpus, a subset that may change, at least. */
  pages: { exactly: number } | { atLeast: number };
}

export const CORPUS_LIKE_PAGES: PageSource = {
  name: 'the corpus-like fixture',
  suffix: '',
  dir: path.join(CORPUS_LIKE, 'data/larkspur'),
  route: '/larkspur-ui/',
  present: true,
  pages: { exactly: 10 },
};

export const CORPUS_PAGES: PageSource = {
  name: 'the MUI corpus',
  suffix: READS_CORPUS,
  dir: path.join(CORPUS, 'data/material'),
  route: '/material-ui/',
  present: hasCorpus,
  pages: { atLeast: 41 },
};

/** The fixture, then the corpus: tests over both skip the corpus's half when it is absent. */
export const PAGE_SOURCES: readonly PageSource[] = [CORPUS_LIKE_PAGES, CORPUS_PAGES];

/** The `.md` files of a source, sorted, as absolute paths (none when it is absent). */
export function sourcePages(source: PageSource): string[] {
  if (!source.present) return [];
  return fs
    .readdirSync(source.dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.md'))
    .map((file) => path.join(source.dir, file))
    .sort();
}

/** Asserts that a source has as many pages as it should (so that a test over none fails). */
export function expectPageCount(source: Pick<PageSource, 'pages'>, count: number): void {
  if ('exactly' in source.pages) expect(count).toBe(source.pages.exactly);
  else expect(count).toBeGreaterThanOrEqual(source.pages.atLeast);
}

export interface CorpusSite {
  root: string;
  /** Routes with a page, from ROUTES.tsv (with trailing slash). */
  routes: string[];
}

/**
 * Lays the corpus out as a docsgen site in a temporary folder, without changing a byte of it:
 * each routed page at `content/<route>/index.md` with the files beside it (demos), the real
 * `pages.ts` with what it imports, and a tsconfig whose `docs/*` path stands for the original
 * repository's docs folder.
 */
const ROOT_IMAGE = /<img\b[^>]*?\ssrc="(\/[^"/][^"]*)"|!\[[^\]]*\]\((\/[^)\s/][^)\s]*)\)/g;

/**
 * The corpus holds MUI's pages, not its public/ folder (`/static/images/…`): the images they name
 * from the site's root get empty stand-ins there, so a build of the corpus has no missing files.
 */
function standInPublicImages(root: string, markdown: string): void {
  for (const match of markdown.matchAll(ROOT_IMAGE)) {
    const file = path.join(root, 'public', (match[1] ?? match[2])!);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, '');
  }
}

export function layOutCorpus(config: Record<string, unknown> = {}): CorpusSite {
  const root = tempDir('docsgen-corpus-');
  const rows = fs
    .readFileSync(path.join(CORPUS, 'ROUTES.tsv'), 'utf8')
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split('\t') as [string, string]);
  for (const [route, markdown] of rows) {
    const target = path.join(root, 'content', route);
    fs.mkdirSync(target, { recursive: true });
    const sourceDir = path.dirname(path.join(CORPUS, markdown));
    fs.copyFileSync(path.join(CORPUS, markdown), path.join(target, 'index.md'));
    standInPublicImages(root, fs.readFileSync(path.join(CORPUS, markdown), 'utf8'));
    for (const entry of fs.readdirSync(sourceDir, { withFileTypes: true })) {
      if (entry.isFile() && !entry.name.endsWith('.md')) fs.copyFileSync(path.join(sourceDir, entry.name), path.join(target, entry.name));
    }
  }
  fs.cpSync(path.join(CORPUS, 'data/material/pages.ts'), path.join(root, 'data/material/pages.ts'));
  fs.cpSync(path.join(CORPUS, 'data/material/pagesApi.js'), path.join(root, 'data/material/pagesApi.js'));
  fs.cpSync(path.join(CORPUS, 'src'), path.join(root, 'src'), { recursive: true });
  fs.writeFileSync(path.join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { baseUrl: '.', paths: { 'docs/*': ['./*'] } } }));
  fs.writeFileSync(
    path.join(root, 'docsgen.config.json'),
    JSON.stringify({
      title: 'Material UI corpus',
      products: [
        {
          id: 'material-ui',
          name: 'Material UI',
          category: 'core',
          manifest: 'data/material/pages.ts',
          versions: [{ text: 'v5.14.11', current: true }],
        },
      ],
      ...config,
    }),
  );
  return { root, routes: rows.map(([route]) => `${route}/`) };
}

/**
 * The corpus with its real pages.ts, loaded as it is and filtered to the pages the subset has,
 * and broken links and missing demos as warnings: a complete site that builds.
 */
export function layOutPrunedCorpus(): CorpusSite {
  const site = layOutCorpus({ onBrokenLinks: 'warning', onMissingDemos: 'warning' });
  fs.writeFileSync(
    path.join(site.root, 'data/material/pruned.ts'),
    [
      "import pages from './pages';",
      `const present = new Set(${JSON.stringify(site.routes)});`,
      'type Item = { pathname: string; children?: Item[] };',
      'const prune = (items: Item[]): Item[] => items.flatMap((item) => {',
      '  if (item.children) { const children = prune(item.children); return children.length ? [{ ...item, children }] : []; }',
      "  return item.pathname.startsWith('http') || present.has(item.pathname + '/') ? [item] : [];",
      '});',
      'export default prune(pages);',
    ].join('\n'),
  );
  const configFile = path.join(site.root, 'docsgen.config.json');
  fs.writeFileSync(configFile, fs.readFileSync(configFile, 'utf8').replace('data/material/pages.ts', 'data/material/pruned.ts'));
  return site;
}
