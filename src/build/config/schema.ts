import path from 'node:path';
import validatePackageName from 'validate-npm-package-name';
import { z } from '../vendor/zod.js';
import { routeProblem } from '../util/routeProblems.js';
import { siteUrlProblem } from './siteUrl.js';
import { DEFAULT_EVALUATE_MS } from '../modules/defaultLimits.js';

/** A path relative to the site root that stays inside it (`../x` and absolute paths are refused). */
const insideSite = (file: string) => {
  const normalized = path.posix.normalize(file.replace(/\\/g, '/'));
  return !path.posix.isAbsolute(normalized) && !/^[a-zA-Z]:/.test(normalized) && normalized !== '..' && !normalized.startsWith('../');
};
const sitePath = z.string().min(1).refine(insideSite, 'must be a path inside the site folder, relative to it');

/**
 * A demo provider: a module (relative to the site root) whose default export is a React component
 * that wraps every demo, given the reader's settings as props (see `DemoProviderProps`).
 */
const demoProvider = sitePath.refine(
  (file) => /\.(tsx|ts|jsx|js|mjs)$/.test(file),
  'must be a .tsx, .ts, .jsx or .js module whose default export is a component',
);

const version = z.strictObject({
  text: z.string().min(1),
  current: z.boolean().optional(),
  href: z.string().optional(),
});

const product = z.strictObject({
  id: z.string().min(1),
  name: z.string().min(1),
  category: z.string().optional(),
  /** Path of an SVG or image, relative to the site root. */
  logo: sitePath.optional(),
  /** Path of the navigation manifest, relative to the site root (none for a product deployed elsewhere). */
  manifest: sitePath.optional(),
  versions: z.array(version).default([]),
  /**
   * The git ref (tag or branch) that GitHub links written `/blob/-/` or `/tree/-/` in its pages
   * point at; default: the current version when it is a release tag (`v5.14.11`), else `master`.
   */
  githubRef: z
    .string()
    .regex(/^[\w./-]+$/, 'expected a git tag or branch name like v5.14.11 or master')
    .optional(),
  /** The module whose component wraps this product's demos; default: the site's `demoProvider`. */
  demoProvider: demoProvider.optional(),
  /** Another build serves this product's pages on the same domain (see `productEntry`). */
  external: z.boolean({ error: "expected true or false (true: another build serves this product's pages)" }).optional(),
  url: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL like https://mui.com (where the other build serves the product)' }).optional(),
  routes: z
    .array(z.string().superRefine((prefix, context) => routePrefixProblem(prefix, context)))
    .min(1, 'list at least one route prefix, or leave "routes" out')
    .optional(),
});

/** Why a string is not a route prefix of the domain (`/x/`, `/toolpad/core/`: starts and ends with `/`, no `..` segment). */
function routePrefixProblem(prefix: string, context: z.core.$RefinementCtx<string>): void {
  if (!/^\/([\w.-]+\/)+$/.test(prefix)) {
    context.addIssue({ code: 'custom', message: `must be a route prefix like /x/ or /toolpad/core/ (starts and ends with /), not ${JSON.stringify(prefix)}` });
    return;
  }
  const problem = routeProblem(prefix);
  if (problem !== undefined) context.addIssue({ code: 'custom', message: `must be a route prefix: ${problem}` });
}

/**
 * A product: its pages and the navigation manifest that lists them; or, with `external: true`, a
 * product another build serves on the same domain (no manifest, no pages here): its `routes` (route
 * prefixes, default `/<id>/` and MUI's place for MUI's ids, `/x/react-data-grid/`) are valid targets
 * of manifests and links, checked for their shape only and written as plain links, at `url` + the
 * route when `url` is set (else on this site's domain); the product menu lists it, linking to its
 * first route.
 */
const productEntry = product.superRefine((entry, context) => {
  if (entry.external === true) {
    if (entry.manifest !== undefined) {
      const message = `product "${entry.id}" is deployed elsewhere ("external": true): its manifest belongs to the build that serves it; remove "manifest"`;
      context.addIssue({ code: 'custom', path: ['manifest'], message });
    }
    return;
  }
  if (entry.manifest === undefined) {
    const message = `product "${entry.id}" needs "manifest" (the path of its navigation manifest), or "external": true when another build serves its pages`;
    context.addIssue({ code: 'custom', path: ['manifest'], message });
  }
  for (const key of ['url', 'routes'] as const) {
    if (entry[key] !== undefined) {
      const message = `"${key}" is for a product deployed elsewhere: add "external": true to product "${entry.id}", or remove "${key}"`;
      context.addIssue({ code: 'custom', path: [key], message });
    }
  }
});

const navLink = z.strictObject({
  pathname: z.string().min(1),
  title: z.string().optional(),
});

const theme = z.strictObject({
  primary: z
    .string()
    .regex(/^#[0-9a-fA-F]{6}$/, 'expected a colour like #1976d2')
    .default('#0072e5'),
  fontFamily: z.string().optional(),
  taglineFontFamily: z.string().optional(),
  borderRadius: z.number().nonnegative().default(12),
  spacing: z.number().positive().default(8),
});

/**
 * The sponsor ad slot (below each page's description; `false`, the default, means none):
 * - `script`: URL of the third-party ad script the slot loads (it fills the placement element);
 * - `feed`: URL of a third-party JSON ad feed (`{ ads: [{ company, description, image, statlink,
 *   pixel, timestamp, … }] }`) the slot renders itself, its description HTML sanitised;
 * - `placement`: id of the element the script (or the feed's rendering) fills, default `carbonads`;
 *   when it does not show up after 6 polls (500 ms apart) an ad blocker is assumed;
 * - `backerLink`: a link that, when the feed or the placement reports it, makes the slot show an
 *   in-house ad instead.
 */
const ads = z.strictObject({
  script: z.string().min(1).optional(),
  feed: z.string().min(1).optional(),
  placement: z
    .string()
    .regex(/^[A-Za-z][\w-]*$/, 'expected an element id')
    .default('carbonads'),
  backerLink: z.string().min(1).optional(),
});

/** Where Google's tag (gtag.js) is loaded from, the measurement id appended as `?id=`. */
export const DEFAULT_TAG_URL = 'https://www.googletagmanager.com/gtag/js';

/**
 * Analytics (`false`, the default, means none): `measurementId` is the Google Analytics id given to
 * `gtag('config', …)`. Events are pushed to `window.dataLayer` (page view with user properties,
 * `data-ga-event-*` clicks, ad display/click/crash, web vitals for 0.01 % of sessions), which
 * Google's tag sends: the runtime's analytics module loads it (`tagUrl?id=<measurementId>`) once
 * the page is idle.
 */
const analytics = z.strictObject({
  measurementId: z.string().min(1),
  tagUrl: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).default(DEFAULT_TAG_URL),
});

/**
 * One element of every page's `<head>`, shaped as Starlight's `head` entries: its tag, its
 * attributes (`true` writes the attribute alone, `false` leaves it out) and its text (a script's
 * or a style's). A root-relative `href` or `src` (`/x`) gets the site's base path.
 */
const headEntry = z.strictObject({
  tag: z.enum(['meta', 'link', 'script', 'style', 'noscript', 'base']),
  attrs: z.record(z.string().regex(/^[a-zA-Z_:][\w:.-]*$/, 'expected an attribute name'), z.union([z.string(), z.boolean()])).default({}),
  content: z.string().optional(),
});

/**
 * The announcement banner above every page's header: its `content` (markdown, raw HTML allowed,
 * as a page's) and an `id`; a reader who dismisses it does not see it again until the id changes.
 */
const banner = z.strictObject({
  id: z.string().regex(/^[\w-]+$/, 'expected an id of letters, digits, - and _ (change it to show the banner again)'),
  content: z.string().min(1),
});

/** Named parts of every page's shell the site fills: `banner` (see above) and `footer` (markdown after the page's footer). */
const slots = z.strictObject({
  banner: banner.optional(),
  footer: z.string().min(1).optional(),
});

/**
 * A remark or rehype plugin: a module specifier (an installed package, resolved from the site
 * root as Node does, or a path starting with `./`) whose default export is the plugin, alone
 * or with its options (JSON: they are handed to the render threads as data).
 */
const pluginSpecifier = z.string().min(1);
const markdownPlugin = z.union([pluginSpecifier, z.tuple([pluginSpecifier, z.json()])]);

/** remark plugins run after docsgen's own (on the markdown tree), rehype plugins after docsgen's own on the HTML tree. */
const markdown = z.strictObject({
  remarkPlugins: z.array(markdownPlugin).default([]),
  rehypePlugins: z.array(markdownPlugin).default([]),
});

/**
 * "Was this page helpful?" (`false`, the default, means no prompt, no per-section "Post a comment"
 * buttons and no feedback code at all): `endpoint` is the URL (absolute, or a path on the site's
 * host) that receives a POST of JSON `{ page, rating, comment, version, language, section? }` —
 * `page` the route (`/material-ui/react-button/`), `rating` `"yes"`, `"no"` or null, `version` the
 * product's current version, `section` `{ id, title }` of a heading's "Post a comment". A 2xx
 * answer counts as received. A cross-origin endpoint must allow CORS (the request has a JSON body).
 */
const feedback = z.strictObject({
  endpoint: z.string().min(1),
});

const search = z.strictObject({
  enabled: z.boolean().default(true),
});

/**
 * How long evaluating a manifest, a component or a demo (its module's top level, and each server
 * render) may take before it is stopped and reported; the config file itself is evaluated under
 * the default.
 */
const limits = z.strictObject({
  evaluateMs: z.number().int().positive().max(3_600_000).default(DEFAULT_EVALUATE_MS),
});

/** An npm package's name, scoped or not (npm's own rules: no paths, no `..`, no spaces); names npm took before its rules changed pass too. */
const packageName = z
  .string()
  .min(1)
  .superRefine((name, context) => {
    const { validForOldPackages, errors = [] } = validatePackageName(name);
    if (!validForOldPackages) context.addIssue({ code: 'custom', message: `must be an npm package name like @mui/material: ${errors.join('; ')}` });
  });

const ROUTE_SHAPE = /^\/([\w.-]+\/)*$/;

/** Where API pages go: a route of the site's own, checked as a page's route is (no `..` or `.` segment, none docsgen reserves). */
const apiRoute = z.string().superRefine((route, context) => {
  if (!ROUTE_SHAPE.test(route)) {
    context.addIssue({ code: 'custom', message: 'must be a route like /material-ui/api/ (starts and ends with /)' });
    return;
  }
  const problem = routeProblem(route);
  if (problem !== undefined) context.addIssue({ code: 'custom', message: `must be a route inside the site: ${problem}` });
});

/**
 * One source of API reference pages: the components of an npm package installed in the site
 * (`package`, resolved from the site's root) or of a source entry (`entry`, a `.d.ts`, `.ts` or
 * `.tsx` path relative to the root): exactly one of the two. `components` limits the pages to
 * those export names (default: every exported React component); `route` is where the pages go
 * (default `/<product>/api/`), each at `<route><kebab-case name>/`. `importPath` is what the
 * page's import lines import from (default: the package's name; for an `entry`, the name of the
 * package.json that holds it, else the product id). `wording` is the pages' phrasing: `neutral`
 * (any library, the default) or `mui` (MUI's own sentences, "API reference docs for the React X component…").
 * `layout` is where the pages go: `pages` (the default: one page per component at its route) or
 * `tabs` (Base UI's: the components a markdown page lists in its front matter `components:` on
 * that page's `components-api/` tab, its `hooks:` on `hooks-api/`, one section each at
 * `#<kebab-name>`; a component no page lists keeps a page of its own). `hooks` documents the
 * exported hooks (`useX`): `true` every one, a list those named, `false` none; by default none
 * with `pages`, and with `tabs` those the pages list.
 * A page lists the component's own props and those of bases that have no page of their own; the
 * props of a documented component it extends are summarised by "Props of the X component are
 * also available" (linked). `listInherited` lists some of those in full as well: `true` for every
 * documented base, or by base component name, `true` (all its props) or the prop names to list
 * (MUI's Input, FilledInput and OutlinedInput pages list 21 of InputBase's:
 * `{ InputBase: ['autoComplete', 'autoFocus', …] }`).
 */
const apiSource = z
  .strictObject({
    product: z.string().min(1),
    package: packageName.optional(),
    entry: sitePath.refine((file) => /\.(d\.ts|ts|tsx|d\.mts|mts)$/.test(file), 'must be a .d.ts, .ts or .tsx file').optional(),
    components: z
      .array(z.string().regex(/^[A-Za-z_$][\w$]*$/, 'expected an export name'))
      .min(1)
      .optional(),
    route: apiRoute.optional(),
    importPath: z
      .string()
      .regex(/^(@[\w.-]+\/)?[\w.-]+(\/[\w.-]+)*$/, 'must be a module specifier readers import from, like @acme/ui or @acme/ui/core (no relative path)')
      .refine(
        (specifier) => !specifier.startsWith('.') && !specifier.split('/').some((segment) => segment === '.' || segment === '..'),
        'must be a module specifier readers import from, like @acme/ui (no relative path)',
      )
      .optional(),
    wording: z.enum(['neutral', 'mui']).optional(),
    layout: z.enum(['pages', 'tabs']).optional(),
    hooks: z
      .union([z.boolean(), z.array(z.string().regex(/^(unstable_)?use[A-Z0-9][\w$]*$/, "expected a hook's export name, like useButton")).min(1)])
      .optional(),
    listInherited: z
      .union([
        z.literal(true),
        z.record(z.string().regex(/^[A-Za-z_$][\w$.]*$/, 'expected a component name'), z.union([z.literal(true), z.array(z.string().min(1)).min(1)])),
      ])
      .optional(),
  })
  .superRefine((source, context) => {
    if (source.package !== undefined && source.entry !== undefined) {
      const message = `give "package" ("${source.package}") or "entry" ("${source.entry}"), not both`;
      context.addIssue({ code: 'custom', path: ['entry'], message });
    } else if (source.package === undefined && source.entry === undefined) {
      const message = `the API of product "${source.product}" needs "package" (an installed npm package) or "entry" (a source file)`;
      context.addIssue({ code: 'custom', path: ['product'], message });
    }
  });

/** HTTP statuses a redirect may carry (Netlify's and every host's permanent and temporary ones). */
export const REDIRECT_STATUSES = [301, 302, 303, 307, 308] as const;

/**
 * A moved page: links to `from` (a route of the site, `/old/page/`) are checked against `to`
 * instead, and the build writes a small page at `from` that sends readers on (meta refresh,
 * canonical link, `noindex`; not in the sitemap or search). `to` is a route of the site, with an
 * optional `#anchor`, or an http(s) URL. `status` is for hosts that read redirects (default 301).
 */
const redirect = z.strictObject({
  from: z.string().regex(/^\/[^#?]*$/, 'must be a route of the site like /old/page/ (starts with /, no ?query or #anchor)'),
  to: z.string().regex(/^(\/|https?:\/\/)/, 'must be a route of the site (/new/page/, optionally with #anchor) or an http(s) URL'),
  status: z.literal(REDIRECT_STATUSES).default(301),
});

const ONLY_EN = 'Only en is available';

const htmlName = (what: string) => z.string().regex(/^[A-Za-z_][\w:.-]*$/, `expected ${what}`);

/**
 * The reader's colour scheme on `<html>`, besides docsgen's own (`data-color-scheme="light|dark"`,
 * `data-mui-color-scheme`, and the classes `light`/`dark`): `attribute` names more attributes that
 * get `light` or `dark` (`data-mantine-color-scheme`, `data-theme`); `darkClass` and `lightClass`
 * replace the classes (`false`: none). Set before first paint, in the page and in iframe demos,
 * and changed with the reader's choice.
 */
const colorScheme = z.strictObject({
  attribute: z
    .union([htmlName('an attribute name like data-theme'), z.array(htmlName('an attribute name like data-theme'))])
    .transform((value) => (typeof value === 'string' ? [value] : value))
    .default([]),
  darkClass: z.union([z.literal(false), htmlName('a class name like dark')]).default('dark'),
  lightClass: z.union([z.literal(false), htmlName('a class name like light')]).default('light'),
});

export const configSchema = z.strictObject({
  title: z.string().min(1).default('Docs'),
  contentDir: z.string().min(1).default('content'),
  outDir: z.string().min(1).default('dist'),
  siteUrl: z
    .string()
    .superRefine((url, context) => {
      const problem = siteUrlProblem(url);
      if (problem !== undefined) context.addIssue({ code: 'custom', message: problem });
    })
    .optional(),
  docsHost: z.string().optional(),
  base: z.string().regex(/^\//, 'must start with /').default('/'),
  languages: z
    .array(z.string(), { error: ONLY_EN })
    .refine((languages) => languages.length === 1 && languages[0] === 'en', { message: ONLY_EN })
    .default(['en']),
  products: z.array(productEntry).min(1, 'at least one product is needed'),
  /** The module whose component wraps every demo of a product that names none (see `product.demoProvider`). */
  demoProvider: demoProvider.optional(),
  colorScheme: colorScheme.prefault({}),
  /**
   * Route prefixes another build serves on this domain (`['/blog/', '/toolpad/']`) without a
   * product of their own: links and manifest items into them are checked for their shape only.
   * A product deployed elsewhere is a product with `external: true` (see `product`).
   *
   * Default, when not given: for a site with one of MUI's products (`material-ui`, `joy-ui`,
   * `base-ui`, `system`, `x-…`, `toolpad-…`), MUI's families that no product of the site has pages
   * under — `/x/` and `/toolpad/`, which MUI's other repositories build into mui.com — so MUI's
   * real manifests build as they are; for any other site, none. Given, it replaces the default:
   * `[]` turns it off (a link into `/x/` without a page here is then an error again).
   */
  externalRoutes: z.array(z.string().superRefine((prefix, context) => routePrefixProblem(prefix, context))).optional(),
  /** The nav shown on pages outside any product; when not set, docsgen's default (`site/defaultNav.ts`). */
  defaultNav: z.array(navLink).optional(),
  theme: theme.prefault({}),
  ads: z.union([z.literal(false), ads]).default(false),
  analytics: z.union([z.literal(false), analytics]).default(false),
  /** Elements added to every page's `<head>` (see `headEntry`). */
  head: z.array(headEntry).default([]),
  /** The site's icon, a path relative to the root; default `public/favicon.svg` or `public/favicon.ico` when there, else docsgen's. */
  favicon: sitePath.optional(),
  slots: slots.prefault({}),
  markdown: markdown.prefault({}),
  feedback: z.union([z.literal(false), feedback]).default(false),
  /**
   * "Edit this page": a URL prefix (http or https) to which each page's source file, as a path
   * relative to the site root (the folder of the config, so it starts with the content folder:
   * `content/material-ui/react-button.md`), is appended, its segments percent-encoded; a `/` is put
   * between them when the prefix does not end with one. For a site in the `docs/` folder of a
   * GitHub repository: `https://github.com/org/repo/edit/main/docs/`. Not set: no link.
   */
  editUrl: z.url({ protocol: /^https?$/, error: 'expected an http(s) URL' }).optional(),
  search: z.union([z.literal(false), search]).prefault({}),
  licenseKey: z.string().optional(),
  /** How broken internal links and anchors are reported: errors fail the build. */
  onBrokenLinks: z.enum(['error', 'warning']).default('error'),
  /**
   * How `{{"demo"}}` directives naming a missing file, demos that cannot be built for their imports and
   * demos that throw only while the server renders them are reported (a placeholder is shown; the
   * last are rendered in the browser only).
   */
  onMissingDemos: z.enum(['error', 'warning']).default('error'),
  /** Names used by `{{"component": …}}` mapped to React modules (paths relative to the root). */
  components: z.record(z.string(), sitePath).default({}),
  limits: limits.prefault({}),
  /** API reference pages generated from TypeScript (see `apiSource`). */
  api: z.array(apiSource).default([]),
  /** Moved pages (see `redirect`); a `_redirects` file in the site root (Netlify format) adds to them. */
  redirects: z.array(redirect).default([]),
  /**
   * Whether the build writes `llms.txt` and `llms-full.txt` (llmstxt.org) at the root of the site
   * (default true). Every page's Markdown twin (`<route>.md`) is written either way.
   */
  llms: z.boolean({ error: 'expected true or false (false leaves out llms.txt and llms-full.txt)' }).default(true),
});

/** What an author writes (every key but `products` optional). */
export type UserConfig = z.input<typeof configSchema>;
/** The config with every default applied. */
export type SiteConfig = z.output<typeof configSchema>;
export type ProductConfig = SiteConfig['products'][number];
export type VersionConfig = ProductConfig['versions'][number];
export type ApiSourceConfig = SiteConfig['api'][number];
export type RedirectConfig = SiteConfig['redirects'][number];
export type HeadEntryConfig = SiteConfig['head'][number];
export type MarkdownPluginConfig = SiteConfig['markdown']['remarkPlugins'][number];
export type ColorSchemeConfig = SiteConfig['colorScheme'];
