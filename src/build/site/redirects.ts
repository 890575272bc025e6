import fs from 'node:fs';
import path from 'node:path';
import { configPlace, type ConfigSource } from '../config/places.js';
import { REDIRECT_STATUSES, type RedirectConfig } from '../config/schema.js';
import { error, type Diagnostic, type Place } from '../util/diagnostics.js';
import { caseFoldedRoute, routeProblem } from '../util/routeProblems.js';
import { isExternalLink, normalizeRoute } from '../util/routes.js';
import { externalHref, externalRouteOf, type ExternalRoute } from '../util/externalRoutes.js';
import { insideSite } from '../util/insideSite.js';
import { PUBLIC_FOLDER } from '../assets/publicFolder.js';
import { parseNetlifyRedirectLine, type NetlifyRedirectLine } from './netlifyRedirectLine.js';

/**
 * The redirects files a site may keep, in Netlify's format: in its root, or in `public/` (copied
 * to the output as it is, where Netlify reads it). docsgen follows the plain redirects of both.
 */
export const REDIRECTS_FILES = ['_redirects', `${PUBLIC_FOLDER}/_redirects`] as const;

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

/** A splat (`*`, `:splat`) or a placeholder (`:slug`, `react-:slug`) in a path or URL (a scheme's or port's colon is none). */
const PATTERN = /\*|:[A-Za-z_]/;

/**
 * Whether docsgen follows a rule of a `_redirects` file: a plain redirect from a path of the site to
 * a path or URL. The host alone applies the rest (splats and placeholders, rewrites with status
 * 200, custom 404s, query and condition matches, a whole URL's redirect): valid, and not followed.
 */
function followed(rule: NetlifyRedirectLine): boolean {
  return (
    rule.from.startsWith('/') &&
    !PATTERN.test(rule.from) &&
    !PATTERN.test(rule.to) &&
    Object.keys(rule.query).length === 0 &&
    Object.keys(rule.conditions).length === 0 &&
    (REDIRECT_STATUSES as readonly number[]).includes(rule.status)
  );
}

/**
 * The rules of a `_redirects` file in Netlify's syntax (see parseNetlifyRedirectLine): `#` comments
 * and blank lines skipped. A line that is no rule is an error at its line; the rules docsgen
 * follows are returned, the others (see `followed`) left to the host without a word.
 */
export function parseRedirectsFile(text: string, file: string): { rules: RedirectRule[]; diagnostics: Diagnostic[] } {
  const rules: RedirectRule[] = [];
  const diagnostics: Diagnostic[] = [];
  text.split('\n').forEach((raw, index) => {
    const parsed = parseNetlifyRedirectLine(raw);
    if ('none' in parsed) return;
    const line = index + 1;
    if ('problem' in parsed) {
      const place = { file, line, column: raw.length - raw.trimStart().length + 1 };
      diagnostics.push(error('redirect-invalid', `${file} line ${line}: ${parsed.problem}`, place));
      return;
    }
    const { rule } = parsed;
    if (!followed(rule)) return;
    const place = { file, line, column: rule.column + 1 };
    if (!rule.to.startsWith('/') && !/^https?:\/\//.test(rule.to)) {
      diagnostics.push(error('redirect-invalid', `${file} line ${line}: the target "${rule.to}" must be a path starting with / or an http(s) URL`, place));
      return;
    }
    rules.push({ from: rule.from, to: rule.to, status: rule.status, place });
  });
  return { rules, diagnostics };
}

/** The rules of config `redirects`, each placed at its `from` line in the config. */
export function configRedirectRules(redirects: readonly RedirectConfig[], source: ConfigSource): RedirectRule[] {
  return redirects.map((redirect) => ({ ...redirect, place: configPlace(source, 'from', redirect.from) }));
}

/** The rules of one redirects file of the site (none when it has none). */
function readRedirectsFile(root: string, file: string): { rules: RedirectRule[]; diagnostics: Diagnostic[] } {
  const inside = insideSite(root, path.join(root, file), { file });
  if (!inside.ok) return { rules: [], diagnostics: inside.diagnostics };
  let text: string;
  try {
    text = fs.readFileSync(inside.value, 'utf8');
  } catch (cause) {
    if ((cause as NodeJS.ErrnoException).code === 'ENOENT') return { rules: [], diagnostics: [] };
    return { rules: [], diagnostics: [error('redirect-invalid', `${file} cannot be read: ${(cause as Error).message}`, { file })] };
  }
  return parseRedirectsFile(text, file);
}

/** The rules of the site's redirects files (REDIRECTS_FILES, in order; none when it has none). */
export function readRedirectsFiles(root: string): { rules: RedirectRule[]; diagnostics: Diagnostic[] } {
  const read = REDIRECTS_FILES.map((file) => readRedirectsFile(root, file));
  return { rules: read.flatMap((one) => one.rules), diagnostics: read.flatMap((one) => one.diagnostics) };
}

/** `/a/b#x` → route `/a/b/` and `#x`. */
function splitTarget(to: string): { route: string; hash: string } {
  const hashAt = to.indexOf('#');
  const pathPart = (hashAt === -1 ? to : to.slice(0, hashAt)).split('?')[0] ?? '';
  return { route: normalizeRoute(pathPart), hash: hashAt === -1 ? '' : to.slice(hashAt) };
}

/**
 * Why a redirect target would send readers off the site though written as a path, or undefined.
 * Browsers read `//host` and `/\host` as another host (the URL parser takes `\` for `/` and drops
 * tabs and newlines first), so a meta refresh to either leaves for that host.
 */
export function offSiteTargetProblem(to: string): string | undefined {
  const parsed = to.replace(/[\t\n\r]/g, '');
  if (!/^[/\\]{2}/.test(parsed)) return undefined;
  return `the target ${JSON.stringify(to)} is read by browsers as another host (${parsed.slice(0, 2)}host), not a page of the site: write https://… for an external target`;
}

/** How many of a loop's routes its message names. */
const LOOP_NAMED = 12;

/** A loop's routes for its message, from `members[0]` round to it again; a long loop is shortened. */
function loopText(members: readonly string[]): string {
  const named = members.length > LOOP_NAMED ? [...members.slice(0, LOOP_NAMED), `… (${members.length - LOOP_NAMED} more)`] : [...members];
  return [...named, members[0]].join(' → ');
}

/** Where a redirect's chain ends: a page or URL, or a loop or missing target (reported once, at the rule at fault). */
type Resolution = { to: string } | { failed: Diagnostic; leadingIn: number };

/**
 * Checks the rules against the site's routes and follows chains: a `from` that is a page (or
 * differs from one only by case), a repeated `from`, a target off the site or that no page has and
 * a loop are errors (the rule is dropped). Each kept redirect's `to` is where its chain ends; an
 * anchor met on the way is kept, the one nearest the end winning. Every rule is followed once:
 * a loop or a missing target is one error, at the rule at fault, however many rules lead to it.
 * A target under a route another build serves (`externals`) ends the chain without a page: at
 * the product's `url` when it has one.
 *
 * Over 80 lines: one walk of the rules as a graph, with the rules followed and the chain being followed as
 * its state: each rule is followed once, whichever chain reaches it first.
 */
export function resolveRedirects(
  rules: readonly RedirectRule[],
  routes: ReadonlySet<string>,
  externals: readonly ExternalRoute[] = [],
): { redirects: Redirect[]; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  const byFrom = new Map<string, RedirectRule>();
  const byFolded = new Map<string, RedirectRule>();
  const pageByFolded = new Map([...routes].map((route) => [caseFoldedRoute(route), route]));
  for (const rule of rules) {
    const problem = routeProblem(rule.from) ?? offSiteTargetProblem(rule.to);
    const from = normalizeRoute(rule.from);
    const page = pageByFolded.get(caseFoldedRoute(from));
    const twin = byFolded.get(caseFoldedRoute(from));
    if (problem !== undefined) diagnostics.push(error('redirect-invalid', `Redirect from ${rule.from}: ${problem}`, rule.place));
    else if (page === from)
      diagnostics.push(error('redirect-shadows-page', `Redirect from ${rule.from}: a page has this route, so the redirect would hide it`, rule.place));
    else if (page !== undefined) {
      const message = `Redirect from ${rule.from}: it differs from the page ${page} only by case, so on a case-insensitive host one would overwrite the other`;
      diagnostics.push(error('redirect-shadows-page', message, rule.place));
    } else if (twin !== undefined) {
      const first = twin.place;
      const how = normalizeRoute(twin.from) === from ? 'is given twice' : `differs from the redirect from ${twin.from} only by case`;
      diagnostics.push(
        error('redirect-duplicate', `Redirect from ${rule.from} ${how} (first in ${first.file}${first.line ? ` line ${first.line}` : ''})`, rule.place),
      );
    } else {
      byFrom.set(from, rule);
      byFolded.set(caseFoldedRoute(from), rule);
    }
  }
  const order = new Map([...byFrom.keys()].map((from, index) => [from, index]));
  const resolved = new Map<string, Resolution>();
  const failures: Array<{ failed: Diagnostic; leadingIn: number }> = [];
  /** Follows `start`'s chain to the first route already resolved, a page, a URL, a missing target or a loop, then resolves the routes on the way. */
  const resolve = (start: string): void => {
    const path: string[] = [];
    const onPath = new Map<string, number>();
    let end: Resolution | undefined;
    for (let from = start; end === undefined;) {
      const known = resolved.get(from);
      if (known !== undefined) {
        end = known;
        break;
      }
      const loopStart = onPath.get(from);
      if (loopStart !== undefined) {
        // The loop is reported at its rule that comes first in the config and `_redirects`.
        const members = path.slice(loopStart);
        const first = members.reduce((best, route) => (order.get(route)! < order.get(best)! ? route : best));
        const at = members.indexOf(first);
        const round = [...members.slice(at), ...members.slice(0, at)];
        const failure = { failed: error('redirect-loop', `Redirects loop: ${loopText(round)}`, byFrom.get(first)!.place), leadingIn: 0 };
        failures.push(failure);
        for (const route of members) resolved.set(route, failure);
        path.length = loopStart;
        end = failure;
        break;
      }
      const rule = byFrom.get(from)!;
      const target = splitTarget(rule.to);
      const elsewhere = routes.has(target.route) || byFrom.has(target.route) ? undefined : externalRouteOf(target.route, externals);
      const step: Resolution | undefined = isExternalLink(rule.to)
        ? { to: rule.to }
        : routes.has(target.route) || elsewhere
          ? { to: elsewhere ? externalHref(target.route + target.hash, elsewhere, '/') : target.route + target.hash }
          : byFrom.has(target.route)
            ? undefined
            : {
                failed: error('redirect-missing-target', `Redirect from ${rule.from} to ${rule.to}: no page has the route ${target.route}`, rule.place),
                leadingIn: 0,
              };
      if (step !== undefined) {
        if ('failed' in step) failures.push(step);
        resolved.set(from, step);
        end = step;
        break;
      }
      onPath.set(from, path.length);
      path.push(from);
      from = target.route;
    }
    for (let index = path.length - 1; index >= 0; index--) {
      const from = path[index]!;
      let value: Resolution;
      if ('failed' in end) {
        end.leadingIn++;
        value = end;
      } else {
        const hash = splitTarget(byFrom.get(from)!.to).hash;
        value = { to: hash === '' || end.to.includes('#') ? end.to : end.to + hash };
      }
      resolved.set(from, value);
      end = value;
    }
  };
  for (const from of byFrom.keys()) if (!resolved.has(from)) resolve(from);
  for (const { failed, leadingIn } of failures) {
    const led =
      leadingIn === 0 ? '' : ` (${leadingIn} other redirect${leadingIn === 1 ? ' leads' : 's lead'} to it and ${leadingIn === 1 ? 'is' : 'are'} dropped too)`;
    diagnostics.push({ ...failed, message: failed.message + led });
  }
  const redirects: Redirect[] = [];
  for (const [from, rule] of byFrom) {
    const value = resolved.get(from)!;
    if (!('failed' in value)) redirects.push({ from, to: value.to, status: rule.status, place: rule.place });
  }
  return { redirects, diagnostics };
}

/** Redirected routes to where each ends, as `checkLinks` takes them. */
export function redirectMap(redirects: readonly { from: string; to: string }[]): Map<string, string> {
  return new Map(redirects.map(({ from, to }) => [from, to]));
}
