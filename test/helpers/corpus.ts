import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, tempDir } from './site.js';

/** The real Material UI docs subset (MIT) that docsgen is tested against; see its SOURCE.txt. */
export const CORPUS = path.join(REPO_ROOT, '../shared/corpus/mui-material');
export const hasCorpus = fs.existsSync(path.join(CORPUS, 'ROUTES.tsv'));

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
