import fs from 'node:fs';
import path from 'node:path';
import { configPlace, type ConfigSource } from '../config/places.js';
import { REDIRECT_STATUSES, type RedirectConfig } from '../config/schema.js';
import { error, warning, type Diagnostic, type Place } from '../util/diagnostics.js';
import { routeProblem } from '../util/routeProblems.js';
import { isExternalLink, normalizeRoute } from '../util/routes.js';
import { insideSite } from '../util/insideSite.js';

/** The redirects file a site may keep in its root, in Netlify's format. */
export const REDIRECTS_FILE = '_redirects';

/** A redirect as written, before it is checked against the site's pages. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  place: Place;
}

/** A checked redirect: `from` a route no page has, `to` where it ends (other redirects followed). */
export interface Redirect {
  /** A normalized route (`/old/page/`). */
  from: string;
  /** A route of the site with an optional `#anchor`, or an http(s) URL. */
  to: string;
  status: number;
  place: Place;
}

const STATUS = /^(\d{3})!?$/;
const PLACEHOLDER = /\*|\/:/;

/**
 * The rules of a `_redirects` file: `/from /to [status]` a line, `#` comment lines and blank lines
 * skipped. A line docsgen cannot read is an error; rules it reads but leaves to the host (splats
 * `*`, placeholders `:name`, rewrites with status 200, custom 404s, query or condition matches)
 * are warnings and are not followed.
 */
export function parseRedirectsFile(text: string, file: string): { rules: RedirectRule[]; diagnostics: Diagnostic[] } {
  const rules: RedirectRule[] = [];
  const diagnostics: Diagnostic[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.trim();
    if (line === '' || line.startsWith('#')) return;
    const place = { file, line: index + 1, column: raw.indexOf(line) + 1 };
    const fields = line.split(/\s+/);
    const [from = '', to, statusText] = fields;
    if (to === undefined) {
      diagnostics.push(error('redirect-invalid', `${file} line ${index + 1}: expected "/from /to [status]", found only "${from}"`, place));
      return;
    }
    if (!from.startsWith('/')) {
      diagnostics.push(error('redirect-invalid', `${file} line ${index + 1}: the source "${from}" must be a path starting with /`, place));
      return;
    }
    const status = statusText === undefined ? 301 : Number(STATUS.exec(statusText)?.[1] ?? NaN);
    const hostOnly = (why: string) =>
      diagnostics.push(
        warning('redirect-unsupported', `${file} line ${index + 1}: ${why}; docsgen leaves this rule to the host and does not follow it`, place),
      );
    if (fields.length > 3 || (statusText !== undefined && Number.isNaN(status) && statusText.includes('=')))
      return hostOnly('query and condition matches are not supported');
    if (Number.isNaN(status)) {
      diagnostics.push(error('redirect-invalid', `${file} line ${index + 1}: "${statusText}" is not an HTTP status (expected e.g. 301)`, place));
      return;
    }
    if (PLACEHOLDER.test(from) || PLACEHOLDER.test(to)) return hostOnly('splats (*) and placeholders (:name) are not supported');
    if (!(REDIRECT_STATUSES as readonly number[]).includes(status)) return hostOnly(`status ${status} is not a redirect (${REDIRECT_STATUSES.join(', ')})`);
    if (!to.startsWith('/') && !/^https?:\/\//.test(to)) {
      diagnostics.push(error('redirect-invalid', `${file} line ${index + 1}: the target "${to}" must be a path starting with / or an http(s) URL`, place));
      return;
    }
    rules.push({ from, to, status, place });
  });
  return { rules, diagnostics };
}

/** The rules of config `redirects`, each placed at its `from` line in the config. */
export function configRedirectRules(redirects: readonly RedirectConfig[], source: ConfigSource): RedirectRule[] {
  return redirects.map((redirect) => ({ ...redirect, place: configPlace(source, 'from', redirect.from) }));
}

/** The rules of the site's `_redirects` file (none when it has none). */
export function readRedirectsFile(root: string): { rules: RedirectRule[]; diagnostics: Diagnostic[] } {
  const inside = insideSite(root, path.join(root, REDIRECTS_FILE), { file: REDIRECTS_FILE });
  if (!inside.ok) return { rules: [], diagnostics: inside.diagnostics };
  let text: string;
  try {
    text = fs.readFileSync(inside.value, 'utf8');
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return { rules: [], diagnostics: [] };
    return { rules: [], diagnostics: [error('redirect-invalid', `${REDIRECTS_FILE} cannot be read: ${(cause as Error).message}`, { file: REDIRECTS_FILE })] };
  }
  return parseRedirectsFile(text, REDIRECTS_FILE);
}

/** `/a/b#x` → route `/a/b/` and `#x`. */
function splitTarget(to: string): { route: string; hash: string } {
  const hashAt = to.indexOf('#');
  const pathPart = (hashAt === -1 ? to : to.slice(0, hashAt)).split('?')[0] ?? '';
  return { route: normalizeRoute(pathPart), hash: hashAt === -1 ? '' : to.slice(hashAt) };
}

/**
 * Checks the rules against the site's routes and follows chains: a `from` that is a page, a
 * repeated `from`, a target no page has and a loop are errors (the rule is dropped). Each kept
 * redirect's `to` is where its chain ends; an anchor met on the way is kept.
 */
export function resolveRedirects(rules: readonly RedirectRule[], routes: ReadonlySet<string>): { redirects: Redirect[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const byFrom = new Map<string, RedirectRule>();
  for (const rule of rules) {
    const problem = routeProblem(rule.from);
    const from = normalizeRoute(rule.from);
    if (problem !== undefined) diagnostics.push(error('redirect-invalid', `Redirect from ${rule.from}: ${problem}`, rule.place));
    else if (routes.has(from))
      diagnostics.push(error('redirect-shadows-page', `Redirect from ${rule.from}: a page has this route, so the redirect would hide it`, rule.place));
    else if (byFrom.has(from)) {
      const first = byFrom.get(from)!.place;
      diagnostics.push(
        error('redirect-duplicate', `Redirect from ${rule.from} is given twice (first in ${first.file}${first.line ? ` line ${first.line}` : ''})`, rule.place),
      );
    } else byFrom.set(from, rule);
  }
  const redirects: Redirect[] = [];
  for (const [from, rule] of byFrom) {
    let to = rule.to;
    const visited = [from];
    let problem: Diagnostic | undefined;
    while (!isExternalLink(to)) {
      const target = splitTarget(to);
      if (routes.has(target.route)) {
        to = target.route + target.hash;
        break;
      }
      const next = byFrom.get(target.route);
      if (next === undefined) {
        problem = error('redirect-missing-target', `Redirect from ${rule.from} to ${rule.to}: no page has the route ${target.route}`, rule.place);
        break;
      }
      if (visited.includes(target.route)) {
        problem = error('redirect-loop', `Redirect from ${rule.from} loops: ${[...visited, target.route].join(' → ')}`, rule.place);
        break;
      }
      visited.push(target.route);
      // The first anchor on the way wins: `/a/ → /b/#x`, `/b/ → /c/` ends at `/c/#x`.
      to = target.hash !== '' && !next.to.includes('#') ? next.to + target.hash : next.to;
    }
    if (problem) diagnostics.push(problem);
    else redirects.push({ from, to, status: rule.status, place: rule.place });
  }
  return { redirects, diagnostics };
}

/** Redirected routes to where each ends, as `checkLinks` takes them. */
export function redirectMap(redirects: readonly { from: string; to: string }[]): Map<string, string> {
  return new Map(redirects.map(({ from, to }) => [from, to]));
}
