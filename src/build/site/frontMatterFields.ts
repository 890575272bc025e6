import { error, type Diagnostic } from '../util/diagnostics.js';
import { lineOfText } from '../util/files.js';
import { escapeRegExp } from '../util/regExp.js';

/**
 * The front matter keys docsgen reads of every page, each a text: `title` (else the first
 * heading), `description` (else the description paragraph or the first one) and `pathname` (else
 * the path under `content/`). The component page keys are `componentPage.ts`'s. Other keys are
 * the site's own (its content components read them) and are left as they are.
 */
export const TEXT_KEYS = ['title', 'description', 'pathname'] as const;

/** The line of a key in a front matter block (`key:`, `'key':` or `"key":` at a line's start), 1 when not found. */
export const frontMatterKeyLine = (frontMatterText: string, key: string): number =>
  lineOfText(frontMatterText, new RegExp(`^['"]?${escapeRegExp(key)}['"]?[ \\t]*:`, 'm')) || 1;

/** A YAML value as a message names it. */
export const describeValue = (value: unknown): string =>
  Array.isArray(value)
    ? 'a list'
    : value === null
      ? 'empty'
      : value instanceof Date
        ? `a date (${value.toISOString().slice(0, 10)})`
        : typeof value === 'object'
          ? 'a mapping'
          : JSON.stringify(value);

/**
 * Checks the keys docsgen reads of every page (`TEXT_KEYS`): a value that is not text is an error
 * at its line, as a component page key's is — the author meant something docsgen would otherwise
 * drop without a word (a number, a date or `true` is named too: YAML reads `title: 2024` as a
 * number, and quoting it makes it text). Empty values (`title:`) are as good as none.
 * Returns the front matter without the keys at fault, so that nothing reads them.
 */
export function checkTextKeys(
  data: Readonly<Record<string, unknown>>,
  frontMatterText: string,
  file: string,
): { frontMatter: Record<string, unknown>; diagnostics: Diagnostic[] } {
  const frontMatter = { ...data };
  const diagnostics: Diagnostic[] = [];
  for (const key of TEXT_KEYS) {
    if (!Object.hasOwn(data, key)) continue;
    const value = data[key];
    if (value === null || value === undefined || typeof value === 'string') continue;
    const scalar = typeof value === 'number' || typeof value === 'boolean' || value instanceof Date;
    const expected = scalar ? `text (quote it: ${key}: "…")` : 'text';
    const line = frontMatterKeyLine(frontMatterText, key);
    diagnostics.push(
      error('invalid-front-matter', `Invalid front matter "${key}": expected ${expected}, got ${describeValue(value)}`, { file, line, column: 1 }),
    );
    delete frontMatter[key];
  }
  return { frontMatter, diagnostics };
}
