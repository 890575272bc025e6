/**
 * One line of a Netlify `_redirects` file, read as Netlify reads it (the grammar of its
 * `netlify-redirect-parser`): `from [query=value…] to [status[!]] [Condition=value…]`, fields
 * separated by blanks, a field starting with `#` ending the line. `from` is a path or a whole URL
 * (a domain's redirect); `to` is the first field after it that starts with `/` or is a URL, the
 * fields between are query matches; a status is three digits, `!` forcing the rule over a page
 * that exists; after it (or in its place) come conditions such as `Country=us,ca`, `Language=en`,
 * `Role=admin` or `Cookie=name`. Splats (`*` → `:splat`) and placeholders (`:slug`) may be in
 * `from` and `to`.
 */
export interface NetlifyRedirectLine {
  from: string;
  to: string;
  /** 301 when none is written. */
  status: number;
  force: boolean;
  /** Query parameters to match: `id=:id` → `{ id: ':id' }`. */
  query: Record<string, string>;
  /** Country, Language, Role, Cookie and any other `Key=value` after the target. */
  conditions: Record<string, string>;
  /** 0-based offset of `from` in the line, for the rule's column. */
  column: number;
}

/** A line that is a rule, none (blank or a comment), or a problem (what is wrong with it). */
export type ParsedRedirectLine = { rule: NetlifyRedirectLine } | { none: true } | { problem: string };

const URL_FIELD = /^[a-z][\w+.-]*:\/\//i;
const STATUS = /^(\d{3})(!?)$/;
const PAIR = /^([^=]+)=(.*)$/;

const isTarget = (field: string) => field.startsWith('/') || URL_FIELD.test(field);

/** `key=value` fields as an object, or the first field that is not one. */
function pairs(fields: readonly string[]): { values: Record<string, string> } | { bad: string } {
  const values: Record<string, string> = {};
  for (const field of fields) {
    const match = PAIR.exec(field);
    if (!match) return { bad: field };
    values[match[1]!] = match[2]!;
  }
  return { values };
}

export function parseNetlifyRedirectLine(line: string): ParsedRedirectLine {
  const fields = line.trim().split(/\s+/);
  const comment = fields.findIndex((field) => field.startsWith('#'));
  const [from, ...rest] = comment === -1 ? fields : fields.slice(0, comment);
  if (from === undefined || from === '') return { none: true };
  if (!isTarget(from)) return { problem: `the source "${from}" must be a path starting with / or a URL` };
  const toAt = rest.findIndex(isTarget);
  if (toAt === -1) {
    return rest.length === 0
      ? { problem: `expected "/from /to [status]", found only "${from}"` }
      : { problem: `no target after "${from}": expected a path starting with / or a URL, found "${rest.join(' ')}"` };
  }
  const query = pairs(rest.slice(0, toAt));
  if ('bad' in query) return { problem: `"${query.bad}" is neither a query match (key=value) nor a target (a path starting with / or a URL)` };
  const to = rest[toAt]!;
  const after = rest.slice(toAt + 1);
  const status = after[0] !== undefined ? STATUS.exec(after[0]) : null;
  const conditions = pairs(status ? after.slice(1) : after);
  if ('bad' in conditions) {
    // Right after the target, a field that is no condition was meant for the status.
    return !status && conditions.bad === after[0]
      ? { problem: `"${conditions.bad}" is not an HTTP status (expected e.g. 301, 200 to rewrite, 404, or 301! to force)` }
      : { problem: `"${conditions.bad}" is not a condition (Key=value, e.g. Country=us)` };
  }
  return {
    rule: {
      from,
      to,
      status: status ? Number(status[1]) : 301,
      force: status?.[2] === '!',
      query: query.values,
      conditions: conditions.values,
      column: line.indexOf(from),
    },
  };
}
