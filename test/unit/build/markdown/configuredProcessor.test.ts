import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { resolveMarkdownPlugins } from '../../../../src/build/config/markdownPlugins.js';
import { configuredProcessor } from '../../../../src/build/markdown/configuredProcessor.js';
import { markdownProcessor, renderMarkdownWith } from '../../../../src/build/markdown/processor.js';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-plugins-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const write = (name: string, text: string) => fs.writeFileSync(path.join(root, name), text);

const WORD_PLUGIN = (suffix: string) => `export default function word(options = {}) {
  const visit = (node) => {
    if (node.type === 'text') node.value = node.value.replaceAll('MARK', (options.word ?? 'none') + '${suffix}');
    for (const child of node.children ?? []) visit(child);
  };
  return (tree) => visit(tree);
}
`;
const markdown = (remarkPlugins: unknown[]) => ({ remarkPlugins, rehypePlugins: [] }) as Parameters<typeof resolveMarkdownPlugins>[1];
const render = (processor: typeof markdownProcessor) =>
  renderMarkdownWith(processor, { body: '# T\n\nA MARK.', frontMatter: {}, file: 'p.md', lineOffset: 0, route: '/p/', resolveMarkdownLink: () => undefined })
    .html;

describe('the site’s markdown plugins', () => {
  it('resolve from the site root and run with their options; an edited module is imported again', async () => {
    write('word.mjs', WORD_PLUGIN(''));
    const { plugins, diagnostics } = resolveMarkdownPlugins(root, markdown([['./word.mjs', { word: 'remarked' }]]));
    expect(diagnostics).toEqual([]);
    expect(plugins).toMatchObject([{ kind: 'remarkPlugins', specifier: './word.mjs', shown: 'word.mjs', options: { word: 'remarked' } }]);
    const first = await configuredProcessor(plugins);
    expect(first.ok && render(first.value)).toContain('<p>A remarked.</p>');
    write('word.mjs', WORD_PLUGIN('!'));
    const edited = await configuredProcessor(plugins);
    expect(edited.ok && render(edited.value)).toContain('<p>A remarked!.</p>');
  });

  it('that are installed packages resolve as Node’s import does (their exports)', () => {
    const repo = path.resolve(import.meta.dirname, '../../../..');
    const { plugins, diagnostics } = resolveMarkdownPlugins(repo, markdown(['remark-gfm']));
    expect(diagnostics).toEqual([]);
    expect(plugins[0]!.shown).toBe('node_modules/remark-gfm/index.js');
  });

  it('without plugins, are docsgen’s own processor', async () => {
    expect(await configuredProcessor([])).toMatchObject({ ok: true, value: markdownProcessor });
  });

  it('that do not load, or export no plugin, are an error naming the module’s file', async () => {
    write('no-default.mjs', 'export const plugin = () => {};\n');
    write('broken.mjs', 'export default (;\n');
    for (const [file, why] of [
      ['no-default.mjs', 'has no default export that is a plugin (a function)'],
      ['broken.mjs', 'cannot be loaded: '],
    ]) {
      const { plugins } = resolveMarkdownPlugins(root, markdown([`./${file}`]));
      const loaded = await configuredProcessor(plugins);
      expect(loaded.ok).toBe(false);
      expect(loaded.diagnostics).toMatchObject([{ severity: 'error', code: 'markdown-plugin-invalid', file }]);
      expect(loaded.diagnostics[0]!.message).toContain(`Config "markdown.remarkPlugins": "./${file}" ${why}`);
    }
  });

  it('that cannot be found are an error at their line of the config', () => {
    const source = { file: 'docsgen.config.json', text: '{\n  "markdown": {\n    "rehypePlugins": ["rehype-nowhere"]\n  }\n}\n' };
    const { diagnostics } = resolveMarkdownPlugins(root, { remarkPlugins: [], rehypePlugins: ['rehype-nowhere'] }, source);
    expect(diagnostics).toMatchObject([{ code: 'markdown-plugin-missing', file: 'docsgen.config.json', line: 3 }]);
  });
});
