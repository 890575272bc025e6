import { DemoBlocks } from '../demos/demoBlocks.js';
import { editPageUrl } from './pageFooter.js';
import { DemoIndex } from '../demos/demoIndex.js';
import { ServerDemos } from '../demos/serverDemos.js';
import type { OutputWriter } from '../emit/outputWriter.js';
import { createDocsTheme } from '../../runtime/theme/createDocsTheme.js';
import { apiRouteResolver, type ApiRouteOf } from '../site/componentSections.js';
import { ContentComponents } from './components.js';
import type { Shared } from './shared.js';
import { configuredProcessor } from '../markdown/configuredProcessor.js';
import { markdownProcessor, type MarkdownProcessor } from '../markdown/processor.js';

/**
 * What a thread that renders pages owns beside the shared data: the loaded demos and content
 * components (loaded on first use, then kept) and the writer of the files pages reference.
 */
export interface RenderServices {
  /** The demos the pages name, from what the main thread found (read again only for one it did not). */
  demoIndex: DemoIndex;
  demoBlocks: DemoBlocks;
  components: ContentComponents;
  /** Where a component's API page is (the API sections of component pages link to it). */
  apiRouteOf: ApiRouteOf;
  /** Writes the pages and the files they reference (images, linked files). */
  writer: OutputWriter;
  /** The markdown processor with the site's plugins (see `siteProcessor`). */
  markdown: MarkdownProcessor;
}

/**
 * The processor with the site's markdown plugins, loaded once per thread; docsgen's own when one
 * cannot be loaded (`prepareShared` reported it, once, for the whole build).
 */
export async function siteProcessor(shared: Shared): Promise<MarkdownProcessor> {
  const configured = await configuredProcessor(shared.markdownPlugins);
  return configured.ok ? configured.value : markdownProcessor;
}

/** A thread's services for `shared`; `serverDemos` when the thread has them already (the one `prepareShared` loaded). */
export function createRenderServices(shared: Shared, writer: OutputWriter, markdown: MarkdownProcessor, serverDemos?: ServerDemos): RenderServices {
  const { config, root } = shared;
  const { editUrl } = config;
  const demos = serverDemos ?? new ServerDemos(root, config.theme, config.limits.evaluateMs);
  const demoIndex = new DemoIndex(root, shared.foundDemos);
  return {
    demoIndex,
    demoBlocks: new DemoBlocks(
      demoIndex,
      demos,
      shared.labels,
      shared.stylesheetHref,
      shared.frameColorSchemeScript,
      (file) => (shared.runtime.styles[file] ?? []).map((name) => `${config.base}${name}`),
      editUrl === undefined ? undefined : (file) => editPageUrl(editUrl, file),
    ),
    components: new ContentComponents(root, config.components, createDocsTheme(config.theme), shared.dictionary, config.limits.evaluateMs),
    apiRouteOf: apiRouteResolver(config, new Set(shared.routeByContentPath.values())),
    writer,
    markdown,
  };
}
