import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import InitColorSchemeScript from '@mui/material/InitColorSchemeScript';
import { PACKAGE_ROOT, readTemplate } from '../util/packageFiles.js';
import { bundleFailureDiagnostics, isBundleFailure } from '../bundle/bundleFailure.js';
import { browserDemoProblems } from '../demos/browserDemoProblems.js';
import type { DemoFailure } from '../demos/demoFailure.js';
import { useEsbuild } from '../modules/esbuildService.js';
import { bundleRuntime, type RuntimeBundle, type RuntimeBundler } from '../bundle/runtime.js';
import { componentModules, runtimeSiteData, runtimeWithDemos, type StartedRuntime } from '../bundle/startRuntime.js';
import type { SiteConfig } from '../config/schema.js';
import { collectDemos } from '../site/collectDemos.js';
import { addJsVariants } from '../demos/addJsVariants.js';
import type { JsVariantStore } from '../demos/jsVariantStore.js';
import type { FoundDemos } from '../demos/demoIndex.js';
import type { DemoSources } from '../demos/demoSources.js';
import type { ServerBundles, ServerDemos } from '../demos/serverDemos.js';
import { fail, succeed, type Diagnostic, type Result } from '../util/diagnostics.js';
import type { OutputWriter } from '../emit/outputWriter.js';
import { datePages, readLastUpdated, type LastUpdated } from '../site/lastUpdated.js';
import type { SiteModel } from '../site/loadSite.js';
import { COLOR_SCHEME_ATTRIBUTE, MODE_STORAGE_KEY } from '../../shared/colorScheme.js';
import type { Dictionary } from '../../shared/types.js';
import { adSlotHtml } from './adSlot.js';
import { emitBodyFont } from './fonts.js';
import { faviconLink, headEntriesHtml } from './siteHead.js';
import { shellSlotsHtml, type ShellSlotsHtml } from './shellSlots.js';
import { shellLabels, type ShellLabels } from '../util/labels.js';
import type { Navigation } from './shells.js';
import { siteNavigation } from './siteNavigation.js';
import { resolveMarkdownPlugins, type ResolvedPlugin } from '../config/markdownPlugins.js';
import { configuredProcessor } from '../markdown/configuredProcessor.js';
import { colorSchemeContractScript } from './colorSchemeScript.js';
import { externalRoutesOf } from '../config/externalRoutes.js';
import type { ExternalRoute } from '../util/externalRoutes.js';

/**
 * What every page of a site is rendered with, prepared once by the main thread: plain data
 * (render workers are given it as it is, by structured clone) naming the shared assets it wrote.
 */
export interface Shared {
  root: string;
  contentDir: string;
  config: SiteConfig;
  dictionary: Dictionary;
  /** Page route by its path under the content folder (for `.md` links). */
  routeByContentPath: ReadonlyMap<string, string>;
  /** The route prefixes other builds serve on the domain (config `external` products, `externalRoutes`): derived once, read by every page. */
  externals: readonly ExternalRoute[];
  labels: ShellLabels;
  navigation: Navigation;
  /** The end of every page's head: icon, stylesheet, font preloads, runtime preload. */
  head: string;
  /** First in every page's body: sets the color scheme before the first paint. */
  colorSchemeScript: string;
  /** First in the head of every iframe demo: the page's colour scheme on the frame's <html> (templates/colorScheme.js). */
  frameColorSchemeScript: string;
  /** The site stylesheet's URL (demos shown in an iframe load it too). */
  stylesheetHref: string;
  /** The ad slot's HTML, on sites with ads. */
  adSlot: string | undefined;
  /** The browser runtime the pages load. */
  runtime: RuntimeBundle;
  /** When each page was last committed, by its path under the content folder. */
  lastUpdated: LastUpdated;
  /** The modules of every demo the pages use: a render worker loads them at once before its first page. */
  demoModules: string[];
  /** What the main thread built of the demos for Node (modules, hosts): a render worker runs them without building them again. */
  serverBundles: ServerBundles;
  /** The demo modules the browser bundle cannot take (see browserDemoProblems), and why: no thread renders them. */
  refusedDemos: Array<[string, DemoFailure]>;
  /** Every demo the pages name, as found once (see DemoIndex): the pages look them up here. */
  foundDemos: FoundDemos;
  /** The site's markdown plugins (config `markdown`), found: each thread loads them (`siteProcessor`). */
  markdownPlugins: ResolvedPlugin[];
  /** The shell's named slots (config `slots`) as HTML. */
  slots: ShellSlotsHtml;
}

export interface PrepareOptions {
  /** Loads the demos for server rendering; the caller renders pages with it too. */
  serverDemos: ServerDemos;
  /** The dev server's esbuild context, kept between reloads (default: a build of its own). */
  bundler?: RuntimeBundler;
  /** The runtime bundle a build started before it loaded the renderer (`startRuntimeBundle`), with the demos it found. */
  runtime?: StartedRuntime;
  /** When each page was last committed, when already read. */
  lastUpdated?: LastUpdated;
  /** Where the demos' generated JS variants are kept (the build cache's; default: this process's memory). */
  jsVariants?: JsVariantStore;
}

/**
 * Prepares what every page shares — the browser runtime and demos, stylesheet and fonts, product
 * headers, navigation — and writes the shared assets, once: the build, the dev server and render
 * workers then render pages with `renderPage`. Problems of the shared parts come back with it; a
 * runtime bundle esbuild cannot make is its errors, each at its place, and no value.
 *
 * Over 80 lines: the order of the shared parts, each made from the last (runtime, demos, stylesheet, shells,
 * navigation): the parts are functions of their own files, this is their sequence.
 */
export async function prepareShared(site: SiteModel, writer: OutputWriter, options: PrepareOptions): Promise<Result<Shared>> {
  const { config, dictionary, root } = site;
  const { serverDemos } = options;
  const base = config.base;
  const diagnostics: Diagnostic[] = [];
  const labels = shellLabels(dictionary);
  // One git call dates every page; it runs while the demos load and the runtime bundles.
  const lastUpdatedRead = options.lastUpdated ?? readLastUpdated(site.contentDir).then((dates) => datePages(root, dates, site.pages));
  // Minified by esbuild's service (the bundles' process), not a process of its own started for one call.
  const prepaint = useEsbuild((esbuild) => esbuild.transform(readTemplate('prepaint.js'), { minify: true, target: 'es2015' }));
  prepaint.catch(() => undefined);
  const contract = colorSchemeContractScript(config.colorScheme);
  contract.catch(() => undefined);

  // Demos: found on every page first (the browser bundle needs them all), loaded once for
  // server rendering; a demo that cannot load stays out of the bundle and is reported per page.
  const demoIndex = site.demos;
  const demos = options.runtime ? [...options.runtime.demos] : [...(await collectDemos(site, demoIndex)).values()];
  // A demo with only TypeScript gets its JS variant, once, made while esbuild bundles (the bundle
  // needs the demos' modules only), before the render threads are given the demos.
  const variantsMade = addJsVariants(root, demos, options.jsVariants);
  variantsMade.catch(() => undefined);
  const demoModules = demos.flatMap((demo) => Object.values(demo.modules));
  await serverDemos.preload(demoModules);
  const loadable: DemoSources[] = [];
  for (const demo of demos) {
    const loads = await Promise.all(Object.values(demo.modules).map((file) => serverDemos.load(file)));
    if (loads.every((loaded) => loaded.ok)) loadable.push(demo);
  }
  const demoThemeCss = await serverDemos.themeCss(demoModules);
  const bundle = options.bundler ? options.bundler.bundle.bind(options.bundler) : bundleRuntime;
  const bundleWith = (bundled: readonly DemoSources[]) =>
    options.runtime
      ? runtimeWithDemos(options.runtime, bundled, site, writer.dir)
      : bundle(writer.dir, runtimeSiteData(site), root, bundled, componentModules(site));
  // esbuild bundles in a process of its own while this thread makes the rest.
  const runtimeBundled = bundleWith(loadable).then(
    (bundled) => ({ bundled, refused: new Map<string, DemoFailure>() }),
    async (cause: unknown) => {
      // What the server took and the browser cannot (a package that needs Node's modules…): those
      // demos are found as `check` finds them, left out and reported on their pages, the rest bundled.
      if (!isBundleFailure(cause)) throw cause;
      const { problems: refused } = await browserDemoProblems(
        loadable.flatMap((demo) => Object.values(demo.modules)),
        root,
      );
      if (refused.size === 0) throw cause;
      serverDemos.refuse(refused);
      return { bundled: await bundleWith(loadable.filter((demo) => !Object.values(demo.modules).some((file) => refused.has(file)))), refused };
    },
  );
  runtimeBundled.catch(() => undefined);

  const variants = await variantsMade;
  demoIndex.update(variants.demos);
  diagnostics.push(...variants.diagnostics);

  const { navigation, diagnostics: navigationProblems } = siteNavigation(site, site.manifests, labels, writer);
  diagnostics.push(...navigationProblems);
  const font = emitBodyFont(writer, base);
  // The ad slot's CSS (reserved space, 3 spacing units around it) only on sites with ads.
  const adsCss = config.ads ? `\n${readTemplate('ads.css')}` : '';
  const stylesheet = writer.writeAsset(
    'docsgen.css',
    `${font.css}\n${navigation.globalCss}\n${demoThemeCss}\n${readTemplate('docsgen.css')}\n${readTemplate('demos.css')}${adsCss}`,
  );
  // Loaded here first, so a plugin that cannot load is reported once (the threads load it too).
  const { plugins: markdownPlugins } = resolveMarkdownPlugins(root, config.markdown);
  diagnostics.push(...(await configuredProcessor(markdownPlugins)).diagnostics);
  const favicon = faviconLink(root, config, writer);
  diagnostics.push(...favicon.diagnostics);
  const contractScript = `<script>${await contract}</script>`;
  const colorScheme = colorSchemeScript(contractScript + `<script>${(await prepaint).code.trim()}</script>`);
  let runtime: RuntimeBundle;
  let refusedDemos: Map<string, DemoFailure>;
  try {
    ({ bundled: runtime, refused: refusedDemos } = await runtimeBundled);
  } catch (cause) {
    // esbuild's errors, each at its file and line; a failed write (ENOSPC…) goes on up, as every write's.
    const failed = bundleFailureDiagnostics(cause, { root, workingDir: PACKAGE_ROOT });
    if (!failed) throw cause;
    return fail(...diagnostics, ...failed);
  }
  diagnostics.push(...runtime.styleDiagnostics);
  const head =
    (favicon.ok ? favicon.value : '') +
    `<link rel="stylesheet" href="${base}${stylesheet}">\n` +
    font.preloadTags +
    `<link rel="modulepreload" href="${base}${runtime.entry}">\n` +
    headEntriesHtml(config.head, base);

  const shared: Shared = {
    root,
    contentDir: site.contentDir,
    config,
    dictionary,
    routeByContentPath: site.routeByContentPath,
    externals: externalRoutesOf(config),
    labels,
    navigation,
    head,
    colorSchemeScript: colorScheme,
    frameColorSchemeScript: contractScript,
    stylesheetHref: `${base}${stylesheet}`,
    adSlot: config.ads ? adSlotHtml(config.ads) : undefined,
    runtime,
    lastUpdated: await lastUpdatedRead,
    demoModules,
    serverBundles: await serverDemos.serverBundles(demoModules),
    refusedDemos: [...refusedDemos],
    foundDemos: demoIndex.found(),
    markdownPlugins,
    slots: shellSlotsHtml(config, labels),
  };
  return succeed(shared, diagnostics);
}

/** MUI's script that sets the color scheme before the first paint, then docsgen's (colorScheme.js, prepaint.js). */
function colorSchemeScript(scripts: string): string {
  return (
    renderToStaticMarkup(createElement(InitColorSchemeScript, { modeStorageKey: MODE_STORAGE_KEY, defaultMode: 'system', attribute: COLOR_SCHEME_ATTRIBUTE })) +
    scripts
  );
}
