import { error, type Diagnostic } from '../util/diagnostics.js';
import { describeValue, frontMatterKeyLine } from './frontMatterFields.js';
import { withoutUnstable } from '../api/kebab.js';

/**
 * What the front matter of a component page says about the component, as MUI's docs write it:
 * the page's links (GitHub label, Material Design, WAI-ARIA, npm package) and the API and
 * unstyled versions it points to. Each key is optional; a key of the wrong type is left out.
 */
export interface ComponentPage {
  /** GitHub issue label of the component: `component: button`. */
  githubLabel?: string;
  /** The Material Design guidelines of the component (an http(s) URL). */
  materialDesign?: string;
  /** The WAI-ARIA pattern the component follows (an http(s) URL). */
  waiAria?: string;
  /** Components whose API the page documents: `Button, IconButton` or a YAML list. */
  components: string[];
  /** Hooks whose API the page documents: `useButton`. */
  hooks: string[];
  /** The unstyled version of the component: a route of the site or an http(s) URL. */
  unstyled?: string;
  /** The npm package the component comes from (bundle size link), when not the product's. */
  packageName?: string;
  /** Line in the page's file of each key read above. */
  lines: Partial<Record<ComponentPageKey, number>>;
}

export const COMPONENT_PAGE_KEYS = ['githubLabel', 'materialDesign', 'waiAria', 'components', 'hooks', 'unstyled', 'packageName'] as const;
export type ComponentPageKey = (typeof COMPONENT_PAGE_KEYS)[number];

const HTTP_URL = /^https?:\/\/[^\s<>"'`\\]+$/;
const ROUTE = /^\/[^\s<>"'`\\]*$/;
const IDENTIFIER = /^[A-Za-z_$][\w$]*$/;
/** npm's rules for a package name: lower case, URL-safe, optionally `@scope/`. */
const PACKAGE_NAME = /^(?:@[a-z0-9][\w.-]*\/)?[a-z0-9][\w.-]*$/;

interface KeyRule {
  /** What a valid value is, for the message. */
  expected: string;
  valid(value: string): boolean;
}

const RULES: Record<Exclude<ComponentPageKey, 'components' | 'hooks'>, KeyRule> = {
  githubLabel: { expected: 'a GitHub label, like "component: button"', valid: (value) => value.length <= 100 && !/[\n\r]/.test(value) },
  materialDesign: { expected: 'an http(s) URL', valid: (value) => HTTP_URL.test(value) },
  waiAria: { expected: 'an http(s) URL', valid: (value) => HTTP_URL.test(value) },
  unstyled: { expected: 'a route of the site (/base-ui/react-button/) or an http(s) URL', valid: (value) => ROUTE.test(value) || HTTP_URL.test(value) },
  packageName: { expected: 'an npm package name, like "@mui/material"', valid: (value) => PACKAGE_NAME.test(value) },
};

const NAME_LISTS = {
  components: { expected: 'component names, like "Button, IconButton"', valid: (name: string) => IDENTIFIER.test(name) },
  hooks: { expected: 'hook names, like "useButton"', valid: (name: string) => IDENTIFIER.test(name) && withoutUnstable(name).startsWith('use') },
} as const;

/** `A, B` or `[A, B]`: the names, trimmed, empty ones dropped; undefined when the value is neither. */
function nameList(value: unknown): string[] | undefined {
  if (typeof value === 'string')
    return value
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean);
  if (Array.isArray(value) && value.every((name) => typeof name === 'string')) return value.map((name) => name.trim()).filter(Boolean);
  return undefined;
}

/**
 * The component page keys of a page's front matter (`data`, parsed from `frontMatterText`, the
 * file's text up to its body), each checked: a wrong one is an error at its line and is left out.
 * Undefined when the page has none of them.
 */
export function readComponentPage(
  data: Readonly<Record<string, unknown>>,
  frontMatterText: string,
  file: string,
): { page?: ComponentPage; diagnostics: Diagnostic[] } {
  const present = COMPONENT_PAGE_KEYS.filter((key) => Object.hasOwn(data, key));
  if (present.length === 0) return { diagnostics: [] };
  const diagnostics: Diagnostic[] = [];
  const page: ComponentPage = { components: [], hooks: [], lines: {} };
  for (const key of present) {
    const line = frontMatterKeyLine(frontMatterText, key);
    page.lines[key] = line;
    const value = data[key];
    // `hooks:` with nothing after it (YAML's null) or an empty string: as good as leaving the key out.
    if (value === null || value === undefined) continue;
    const problem = (expected: string) =>
      error('invalid-front-matter', `Invalid front matter "${key}": expected ${expected}, got ${describeValue(value)}`, { file, line, column: 1 });
    if (key === 'components' || key === 'hooks') {
      const rule = NAME_LISTS[key];
      const names = nameList(value);
      const wrong = names?.find((name) => !rule.valid(name));
      if (names === undefined) diagnostics.push(problem(rule.expected));
      else if (wrong !== undefined) diagnostics.push(problem(`${rule.expected} ("${wrong}" is not one)`));
      else page[key] = [...new Set(names)];
      continue;
    }
    const rule = RULES[key];
    const text = typeof value === 'string' ? value.trim() : undefined;
    if (text === '') continue;
    if (text === undefined || !rule.valid(text)) diagnostics.push(problem(rule.expected));
    else page[key] = text;
  }
  return { page, diagnostics };
}
