import { fillPhrase, type ApiWords } from './apiWords.js';
import type { ComponentApi } from './types.js';

/** A code span that holds any text (its fence longer than any backtick run inside), for a GFM table cell. */
function code(text: string): string {
  const longest = Math.max(0, ...[...text.matchAll(/`+/g)].map((match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  const padded = text.startsWith('`') || text.endsWith('`') ? ` ${text} ` : text;
  return `${fence}${cell(padded)}${fence}`;
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

function propsTable(api: ComponentApi, context: PageContext): string[] {
  const rows = Object.entries(api.props).map(([name, prop]) => {
    const shown = `${anchor(`prop-${name}`)}${prop.deprecated !== undefined ? `~~${code(name)}~~` : code(name)}${prop.required ? '<abbr title="required">*</abbr>' : ''}`;
    const deprecation = prop.deprecated !== undefined ? `**Deprecated**${prop.deprecated ? `: ${description(prop.deprecated, context)}` : ''}<br><br>` : '';
    return `| ${shown} | ${code(prop.type)} | ${prop.default !== undefined ? code(prop.default) : '–'} | ${deprecation}${description(prop.description, context)} |`;
  });
  return ['| Name | Type | Default | Description |', '| --- | --- | --- | --- |', ...rows];
}

function inheritanceLine(api: ComponentApi, context: PageContext, words: ApiWords): string | undefined {
  const from = api.inheritance;
  if (!from) return undefined;
  if ('element' in from) return fillPhrase(words.inheritedElement, { element: code(from.element) });
  const route = from.route ?? context.routeOf(from.component);
  return fillPhrase(words.inheritedComponent, { component: route ? `[${from.component}](${route})` : from.component });
}

/**
 * The markdown of a component's API page, laid out as MUI's: Demos, Import, Props (each row with
 * the anchor `#prop-<name>`; required marked `*`; deprecated struck through with its message),
 * the inheritance line, Theme default props, CSS classes (`#css-<key>`) and Slots; worded by
 * `words` (the site's dictionary, neutral or MUI's phrasing).
 */
export function apiPageMarkdown(api: ComponentApi, context: PageContext, words: ApiWords): string {
  const summary = fillPhrase(api.classes.length > 0 ? words.descriptionWithClasses : words.description, { name: api.name });
  const lines: string[] = [`# ${api.name} API`, '', `<p class="description">${escapeHtml(summary)}</p>`, ''];
  if (api.demos.length > 0) {
    lines.push(`## ${words.demos}`, '', words.demosIntro, '');
    for (const demo of api.demos) lines.push(`- [${demo.title.replace(/[[\]]/g, '\\$&')}](${demo.route})`);
    lines.push('');
  }
  lines.push(`## ${words.import}`, '', '```jsx', ...api.imports, '```', '');
  lines.push(`## ${words.props}`, '');
  if (Object.keys(api.props).length > 0) lines.push(...propsTable(api, context), '');
  else lines.push(words.noProps, '');
  const inheritance = inheritanceLine(api, context, words);
  if (inheritance) lines.push(inheritance, '');
  if (api.themeDefaultProps) {
    lines.push(`## ${words.themeDefaultProps}`, '', fillPhrase(words.themeDefaultPropsText, { name: code(api.themeDefaultProps) }), '');
  }
  if (api.classes.length > 0) {
    lines.push(`## ${words.cssClasses}`, '', words.cssClassesIntro, '');
    lines.push('| Class name | Rule name | Description |', '| --- | --- | --- |');
    for (const entry of api.classes) {
      const state = entry.isGlobal ? ' <small>(state class)</small>' : '';
      lines.push(`| ${anchor(`css-${entry.key}`)}${code(entry.className)}${state} | ${code(entry.key)} | ${description(entry.description, context)} |`);
    }
    lines.push('');
  }
  if (api.slots && api.slots.length > 0) {
    lines.push(`## ${words.slots}`, '', '| Slot name | Class name | Default component | Description |', '| --- | --- | --- | --- |');
    for (const slot of api.slots) {
      lines.push(
        `| ${anchor(`slot-${slot.name}`)}${code(slot.name)} | ${slot.className ? code(slot.className) : '–'} | ${slot.default ? code(slot.default) : '–'} | ${description(slot.description, context)} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}
