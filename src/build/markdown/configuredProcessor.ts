import { pathToFileURL } from 'node:url';
import type { PluggableList } from 'unified';
import type { ResolvedPlugin } from '../config/markdownPlugins.js';
import { error, fail, succeed, type Result } from '../util/diagnostics.js';
import { contentDigest } from '../util/digest.js';
import { contentsOrMissing } from '../util/files.js';
import { createMarkdownProcessor, markdownProcessor, type MarkdownProcessor } from './processor.js';

const made = new Map<string, Promise<Result<MarkdownProcessor>>>();

/** A plugin with the digest of its module's file: an edited file is imported again (Node keeps modules by URL). */
type VersionedPlugin = ResolvedPlugin & { version: string };

/**
 * The markdown processor with the site's plugins (config `markdown`, resolved by the main thread
 * and given to each render thread as data): their modules imported once per thread and version,
 * the processor made once per list. Without plugins, the shared processor.
 */
export function configuredProcessor(plugins: readonly ResolvedPlugin[]): Promise<Result<MarkdownProcessor>> {
  if (plugins.length === 0) return Promise.resolve(succeed(markdownProcessor));
  const versioned = plugins.map((plugin) => ({ ...plugin, version: contentDigest(contentsOrMissing(plugin.file)) }));
  const key = JSON.stringify(versioned);
  let processor = made.get(key);
  if (!processor) made.set(key, (processor = makeProcessor(versioned)));
  return processor;
}

async function makeProcessor(plugins: readonly VersionedPlugin[]): Promise<Result<MarkdownProcessor>> {
  const remarkPlugins: PluggableList = [];
  const rehypePlugins: PluggableList = [];
  for (const plugin of plugins) {
    const loaded = await loadPlugin(plugin);
    if (!loaded.ok) return loaded;
    (plugin.kind === 'remarkPlugins' ? remarkPlugins : rehypePlugins).push(plugin.options === undefined ? loaded.value : [loaded.value, plugin.options]);
  }
  return succeed(createMarkdownProcessor({ remarkPlugins, rehypePlugins }));
}

type Attacher = Extract<PluggableList[number], (...args: never[]) => unknown>;

/** A plugin's module, imported; one that does not load, or exports no plugin, is an error naming its file. */
async function loadPlugin({ kind, specifier, file, shown, version }: VersionedPlugin): Promise<Result<Attacher>> {
  const problem = (why: string) => fail(error('markdown-plugin-invalid', `Config "markdown.${kind}": "${specifier}" ${why}`, { file: shown }));
  let module: { default?: unknown };
  try {
    module = (await import(`${pathToFileURL(file).href}?v=${version}`)) as { default?: unknown };
  } catch (cause) {
    return problem(`cannot be loaded: ${cause instanceof Error ? cause.message : String(cause)}`);
  }
  return typeof module.default === 'function' ? succeed(module.default as Attacher) : problem('has no default export that is a plugin (a function)');
}
