import { fillPhrase, type ApiWords } from './apiWords.js';
import type { ApiTab } from './kebab.js';
import type { ComponentApi, HookApi, PropApi } from './types.js';

/** A code span that holds any text (its fence longer than any backtick run inside), for a GFM table cell (`inCell`) or prose. */
function code(text: string, inCell = true): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  const padded = text.startsWith('`') || text.endsWith('`') ? ` ${text} ` : text;
  return `${fence}${inCell ? cell(padded) : padded.replace(/\s*\r?\n\s*/g, ' ')}${fence}`;
}

/** Text for one GFM table cell: one line, `|` escaped. */
const cell = (text: string) =>
  text
    .replace(/\r?\n\s*\r?\n/g, '<br><br>')
    .replace(/\s*\r?\n\s*/g, ' ')
    .replace(/\|/g, '\\|');

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A row's anchor: an empty span (GFM rows take no id) that scrolls clear of the sticky header, as headings do. */
const anchor = (id: string) => `<span id="${escapeHtml(id)}" style="scroll-margin-top:calc(var(--docsgen-header-height) + 16px)"></span>`;

/** What the page needs beyond the component's API: where other pages are, to link to them. */
export interface PageContext {
  /** The route of another component's API page, when it has one. */
  routeOf(component: string): string | undefined;
  /** A JSDoc link (`https://mui.com/material-ui/react-button/`, `/material-ui/transitions/`) → the route here when this site has the page, else a link that works. */
  rewriteLink(href: string): string;
}

/** JSDoc markdown with its links to pages this site has made local. */
const description = (text: string, context: PageContext) =>
  cell(text.replace(/\]\(((?:https?:\/)?\/[^)\s]+)\)/g, (_, href: string) => `](${context.rewriteLink(href)})`));

/** How a component's or hook's sections are written: at which heading level, their rows' ids prefixed (on a tab page, where several share the page). */
interface SectionOptions {
  level: 2 | 3;
  /** `''` on a page of its own (`#prop-size`); `slider-` on a tab page (`#slider-prop-size`). */
  idPrefix: string;
  /** Whether to list the demo pages (a tab page is a tab of its demo page). */
  demos: boolean;
}

const PAGE: SectionOptions = { level: 2, idPrefix: '', demos: true };

/** Rows of a props-like table (`Name | Type | Default | Description`), each with the anchor `#<prefix><name>`. */
function rowsTable(rows: Record<string, PropApi>, context: PageContext, idPrefix: string, withDefault = true): string[] {
  const lines = Object.entries(rows).map(([name, prop]) => {
    const shown = `${anchor(`${idPrefix}${name}`)}${prop.deprecated !== undefined ? `~~${code(name)}~~` : code(name)}${prop.required ? '<abbr title="required">*</abbr>' : ''}`;
    const deprecation = prop.deprecated !== undefined ? `**Deprecated**${prop.deprecated ? `: ${description(prop.deprecated, context)}` : ''}<br><br>` : '';
    const defaultCell = withDefault ? ` ${prop.default !== undefined ? code(prop.default) : '–'} |` : '';
    return `| ${shown} | ${code(prop.type)} |${defaultCell} ${deprecation}${description(prop.description, context)} |`;
  });
  const header = withDefault
    ? ['| Name | Type | Default | Description |', '| --- | --- | --- | --- |']
    : ['| Name | Type | Description |', '| --- | --- | --- |'];
  return [...header, ...lines];
}

function inheritanceLine(api: ComponentApi, context: PageContext, words: ApiWords): string | undefined {
  const from = api.inheritance;
  if (!from) return undefined;
  if ('element' in from) return fillPhrase(words.inheritedElement, { element: code(from.element) });
  const route = from.route ?? context.routeOf(from.component);
  return fillPhrase(words.inheritedComponent, { component: route ? `[${from.component}](${route})` : from.component });
}

function demoLines(api: ComponentApi | HookApi, words: ApiWords, hashes: string): string[] {
  if (api.demos.length === 0) return [];
  const lines = [`${hashes} ${words.demos}`, '', words.demosIntro, ''];
  for (const demo of api.demos) lines.push(`- [${demo.title.replace(/[[\]]/g, '\\$&')}](${demo.route})`);
  return [...lines, ''];
}

/** A component's sections: Demos, Import, Props, the inheritance line, Theme default props, CSS classes, Slots. */
function componentSections(api: ComponentApi, context: PageContext, words: ApiWords, options: SectionOptions): string[] {
  const hashes = '#'.repeat(options.level);
  const id = options.idPrefix;
  const lines: string[] = options.demos ? demoLines(api, words, hashes) : [];
  lines.push(`${hashes} ${words.import}`, '', '```jsx', ...api.imports, '```', '');
  lines.push(`${hashes} ${words.props}`, '');
  if (Object.keys(api.props).length > 0) lines.push(...rowsTable(api.props, context, `${id}prop-`), '');
  else lines.push(words.noProps, '');
  const inheritance = inheritanceLine(api, context, words);
  if (inheritance) lines.push(inheritance, '');
  if (api.themeDefaultProps) {
    lines.push(`${hashes} ${words.themeDefaultProps}`, '', fillPhrase(words.themeDefaultPropsText, { name: code(api.themeDefaultProps) }), '');
  }
  if (api.classes.length > 0) {
    lines.push(`${hashes} ${words.cssClasses}`, '', words.cssClassesIntro, '');
    lines.push('| Class name | Rule name | Description |', '| --- | --- | --- |');
    for (const entry of api.classes) {
      const state = entry.isGlobal ? ' <small>(state class)</small>' : '';
      lines.push(`| ${anchor(`${id}css-${entry.key}`)}${code(entry.className)}${state} | ${code(entry.key)} | ${description(entry.description, context)} |`);
    }
    lines.push('');
  }
  if (api.slots && api.slots.length > 0) {
    lines.push(`${hashes} ${words.slots}`, '', '| Slot name | Class name | Default component | Description |', '| --- | --- | --- | --- |');
    for (const slot of api.slots) {
      lines.push(
        `| ${anchor(`${id}slot-${slot.name}`)}${code(slot.name)} | ${slot.className ? code(slot.className) : '–'} | ${slot.default ? code(slot.default) : '–'} | ${description(slot.description, context)} |`,
      );
    }
    lines.push('');
  }
  return lines;
}

/** A hook's sections: Demos, Import, Parameters (`#parameter-<name>`), Return value (`#return-<name>`). */
function hookSections(api: HookApi, context: PageContext, words: ApiWords, options: SectionOptions): string[] {
  const hashes = '#'.repeat(options.level);
  const id = options.idPrefix;
  const lines: string[] = options.demos ? demoLines(api, words, hashes) : [];
  lines.push(`${hashes} ${words.import}`, '', '```jsx', ...api.imports, '```', '');
  lines.push(`${hashes} ${words.parameters}`, '');
  if (Object.keys(api.parameters).length > 0) lines.push(...rowsTable(api.parameters, context, `${id}parameter-`), '');
  else lines.push(words.noParameters, '');
  lines.push(`${hashes} ${words.returnValue}`, '', fillPhrase(words.returnsType, { type: code(api.returnType, false) }), '');
  if (Object.keys(api.returnValue).length > 0) lines.push(...rowsTable(api.returnValue, context, `${id}return-`, false), '');
  return lines;
}

/**
 * The markdown of a component's API page, laid out as MUI's: Demos, Import, Props (each row with
 * the anchor `#prop-<name>`; required marked `*`; deprecated struck through with its message),
 * the inheritance line, Theme default props, CSS classes (`#css-<key>`) and Slots; worded by
 * `words` (the site's dictionary, neutral or MUI's phrasing).
 */
export function apiPageMarkdown(api: ComponentApi, context: PageContext, words: ApiWords): string {
  const summary = fillPhrase(api.classes.length > 0 ? words.descriptionWithClasses : words.description, { name: api.name });
  return [`# ${api.name} API`, '', `<p class="description">${escapeHtml(summary)}</p>`, '', ...componentSections(api, context, words, PAGE)].join('\n');
}

/** The markdown of a hook's API page: Demos, Import, Parameters, Return value. */
export function hookPageMarkdown(api: HookApi, context: PageContext, words: ApiWords): string {
  const summary = fillPhrase(words.hookDescription, { name: api.name });
  return [`# ${api.name} API`, '', `<p class="description">${escapeHtml(summary)}</p>`, '', ...hookSections(api, context, words, PAGE)].join('\n');
}

/** One section of a tab page: a component or a hook, at its anchor. */
export type TabEntry = { kind: 'component'; api: ComponentApi; anchor: string } | { kind: 'hook'; api: HookApi; anchor: string };

/** A tab page: which page it is a tab of, its tab, the routes of its sibling tabs, what it documents. */
export interface TabPage {
  tab: ApiTab;
  /** The component page's title and route (its "Demos" tab). */
  pageTitle: string;
  pageRoute: string;
  /** The route of each tab the page has. */
  tabs: Partial<Record<ApiTab, string>>;
  entries: readonly TabEntry[];
}

/** The id a heading of `name` gets (MUI's hash of a plain name: lower case, `_` and `.` as `-`). */
const headingIdOf = (name: string) => name.toLowerCase().replace(/[^a-z0-9-]+/g, '-');

/**
 * The markdown of a component page's API tab (Base UI's `components-api/`, `hooks-api/`): the
 * tabs as links (the demo page first), then one h2 section per component or hook, reached at
 * `#<kebab-name>` (its own heading's id, or an anchor in the heading when the two differ), its
 * tables' rows at `#<kebab-name>-prop-<name>` and so on.
 */
export function tabPageMarkdown(page: TabPage, context: PageContext, words: ApiWords): string {
  const tabName = page.tab === 'components' ? words.componentsTab : words.hooksTab;
  const summary = fillPhrase(page.tab === 'components' ? words.componentsTabDescription : words.hooksTabDescription, { page: page.pageTitle });
  const tabLinks = [
    `[${words.demos}](${page.pageRoute})`,
    ...(['components', 'hooks'] as const).flatMap((tab) => {
      const route = page.tabs[tab];
      const name = tab === 'components' ? words.componentsTab : words.hooksTab;
      if (!route) return [];
      return [tab === page.tab ? `**${name}**` : `[${name}](${route})`];
    }),
  ];
  const lines = [`# ${page.pageTitle}: ${tabName}`, '', `<p class="description">${escapeHtml(summary)}</p>`, '', tabLinks.join(' · '), ''];
  for (const entry of page.entries) {
    const heading = entry.anchor === headingIdOf(entry.api.name) ? '' : anchor(entry.anchor);
    lines.push(`## ${heading}${entry.api.name}`, '');
    const options: SectionOptions = { level: 3, idPrefix: `${entry.anchor}-`, demos: false };
    lines.push(...(entry.kind === 'component' ? componentSections(entry.api, context, words, options) : hookSections(entry.api, context, words, options)));
  }
  return lines.join('\n');
}
