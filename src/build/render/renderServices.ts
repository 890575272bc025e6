import { DemoBlocks } from '../demos/demoBlocks.js';
import { editPageUrl } from './pageFooter.js';
import { DemoIndex } from '../demos/demoIndex.js';
import { ServerDemos } from '../demos/serverDemos.js';
import type { OutputWriter } from '../emit/outputWriter.js';
import { createDocsTheme } from '../../runtime/theme/createDocsTheme.js';
import { apiRouteResolver, type ApiRouteOf } from '../site/componentSections.js';
import { ContentComponents } from './components.js';
import type { Shared } from './shared.js';

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
}

/** A thread's services for `shared`; `serverDemos` when the thread has them already (the one `prepareShared` loaded). */
export function createRenderServices(shared: Shared, writer: OutputWriter, serverDemos?: ServerDemos): RenderServices {
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
      editUrl === undefined ? undefined : (file) => editPageUrl(editUrl, file),
    ),
    components: new ContentComponents(root, config.components, createDocsTheme(config.theme), shared.dictionary, config.limits.evaluateMs),
    apiRouteOf: apiRouteResolver(config, new Set(shared.routeByContentPath.values())),
    writer,
  };
}
