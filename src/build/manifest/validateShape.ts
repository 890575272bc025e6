import { error, warning, type Diagnostic } from '../util/diagnostics.js';
import type { ManifestItem, NavFlags, Plan } from './types.js';

const FLAG_KEYS = ['newFeature', 'beta', 'planned', 'unstable', 'deprecated', 'legacy', 'inSideNav', 'disableDrawer'] as const;
const STRING_KEYS = ['title', 'subheader'] as const;
/** Keys of MuiPage that docsgen accepts and ignores. */
const IGNORED_KEYS = ['query', 'scopePathnames', 'disableDrawer', 'ordered'];
const KNOWN_KEYS = new Set<string>(['pathname', 'children', 'plan', 'icon', 'linkProps', ...FLAG_KEYS, ...STRING_KEYS, ...IGNORED_KEYS]);
const PLANS: readonly Plan[] = ['pro', 'premium'];
/** Levels of `children` a manifest may nest (MUI's own go four deep). */
export const MAX_MANIFEST_DEPTH = 32;

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ShapeResult {
  items: ManifestItem[];
  diagnostics: Diagnostic[];
}

/**
 * Checks that a loaded manifest value has the MuiPage shape. Every problem is reported with the
 * item's place (`[1].children[4].plan`); items with errors are left out, their valid siblings kept.
 * A JavaScript manifest is code: a cycle, a getter that throws or nesting deeper than
 * `MAX_MANIFEST_DEPTH` is a diagnostic naming the item, never a crash.
 * `lineOf` finds an item's line in the manifest source from its pathname.
 *
 * Over 80 lines: one guarded walk (cycles, depth, throwing getters) whose checks of an item share its path
 * and the items seen: kept in one function so no check can skip the guards.
 */
export function validateManifestShape(value: unknown, file: string, lineOf: (pathname: string) => number): ShapeResult {
  const diagnostics: Diagnostic[] = [];
  let isArray: boolean;
  try {
    isArray = Array.isArray(value);
  } catch (cause) {
    diagnostics.push(error('manifest-unreadable', `${file}: the exported value cannot be read: ${reason(cause)}`, { file }));
    return { items: [], diagnostics };
  }
  if (!isArray) {
    const got = value === null ? 'null' : typeof value;
    diagnostics.push(error('manifest-not-array', `The manifest must export an array of pages, got ${got}`, { file }));
    return { items: [], diagnostics };
  }

  /** The arrays being read, from the top down to the current one: one met again is a cycle. */
  const open = new Map<unknown, string>();

  const readItems = (list: unknown[], parentPlace: string, depth: number): ManifestItem[] => {
    const listPlace = parentPlace === '' ? 'the top level' : parentPlace;
    const cycleTo = open.get(list);
    if (cycleTo !== undefined) {
      diagnostics.push(error('manifest-cycle', `${file}: ${listPlace} is ${cycleTo} again: a manifest cannot be cyclic`, { file }));
      return [];
    }
    if (depth > MAX_MANIFEST_DEPTH) {
      diagnostics.push(
        error('manifest-too-deep', `${file}: ${listPlace} nests deeper than ${MAX_MANIFEST_DEPTH} levels of children`, { file, line: firstLine(list, lineOf) }),
      );
      return [];
    }
    open.set(list, listPlace);
    const items: ManifestItem[] = [];
    try {
      const length = list.length;
      for (let index = 0; index < length; index++) {
        const place = `${parentPlace}[${index}]`;
        try {
          const item = readItem(list[index], place, depth);
          if (item) items.push(item);
        } catch (cause) {
          const where = cause instanceof PropertyReadError ? `${place}.${cause.key}` : place;
          diagnostics.push(
            error('manifest-unreadable', `${file}: ${where} cannot be read: ${reason(cause instanceof PropertyReadError ? cause.cause : cause)}`, { file }),
          );
        }
      }
    } catch (cause) {
      diagnostics.push(error('manifest-unreadable', `${file}: ${listPlace} cannot be read: ${reason(cause)}`, { file }));
    } finally {
      open.delete(list);
    }
    return items;
  };

  const readItem = (rawValue: unknown, place: string, depth: number): ManifestItem | undefined => {
    if (!isRecord(rawValue)) {
      diagnostics.push(error('manifest-invalid-item', `${file}: ${place} must be an object, got ${rawValue === null ? 'null' : typeof rawValue}`, { file }));
      return undefined;
    }
    // Every property is read once, here: a getter that throws is reported with its key.
    const raw: Record<string, unknown> = {};
    for (const key of Object.keys(rawValue)) raw[key] = readProperty(rawValue, key);
    const pathname = raw.pathname;
    if (typeof pathname !== 'string' || pathname === '') {
      diagnostics.push(error('manifest-invalid-item', `${file}: ${place}.pathname must be a non-empty string`, { file }));
      return undefined;
    }
    const line = lineOf(pathname);
    const at = { file, line };
    let valid = true;
    const fail = (key: string, expected: string) => {
      diagnostics.push(error('manifest-invalid-item', `${file}: ${place}.${key} must be ${expected}, got ${describe(raw[key])}`, at));
      valid = false;
    };
    for (const key of Object.keys(raw)) {
      if (!KNOWN_KEYS.has(key)) diagnostics.push(warning('manifest-unknown-key', `${file}: ${place} has an unknown key "${key}"`, at));
    }
    for (const key of FLAG_KEYS) if (raw[key] !== undefined && typeof raw[key] !== 'boolean') fail(key, 'true or false');
    for (const key of STRING_KEYS) if (raw[key] !== undefined && typeof raw[key] !== 'string') fail(key, 'a string');
    if (raw.plan !== undefined && !PLANS.includes(raw.plan as Plan)) fail('plan', '"pro" or "premium"');
    if (raw.linkProps !== undefined && !isRecord(raw.linkProps)) fail('linkProps', 'an object');
    if (raw.icon !== undefined && typeof raw.icon !== 'string' && typeof raw.icon !== 'function' && !isRecord(raw.icon)) {
      fail('icon', 'a component or a string');
    } else if (isRecord(raw.icon) && !serializable(raw.icon)) {
      fail('icon', 'a component whose properties can be read (the cache key serialises it)');
    }
    let children: ManifestItem[] | undefined;
    if (raw.children !== undefined) {
      if (Array.isArray(raw.children)) children = readItems(raw.children, `${place}.children`, depth + 1);
      else fail('children', 'an array');
    }
    if (!valid) return undefined;
    const flags: NavFlags = {};
    for (const key of ['newFeature', 'beta', 'planned', 'unstable', 'deprecated', 'legacy'] as const) {
      if (raw[key] === true) flags[key] = true;
    }
    return {
      pathname,
      place,
      line,
      ...flags,
      ...(typeof raw.title === 'string' ? { title: raw.title } : {}),
      ...(typeof raw.subheader === 'string' ? { subheader: raw.subheader } : {}),
      ...(children ? { children } : {}),
      ...(raw.plan ? { plan: raw.plan as Plan } : {}),
      ...(raw.icon !== undefined ? { icon: raw.icon as ManifestItem['icon'] } : {}),
      ...(isRecord(raw.linkProps) ? { linkProps: plainProps(raw.linkProps) } : {}),
      ...(raw.inSideNav === false ? { inSideNav: false } : {}),
    };
  };

  return { items: readItems(value as unknown[], '', 1), diagnostics };
}

/** A property whose getter threw. */
class PropertyReadError extends Error {
  constructor(
    readonly key: string,
    override readonly cause: unknown,
  ) {
    super(`reading ${key} threw`);
  }
}

function readProperty(record: Record<string, unknown>, key: string): unknown {
  try {
    return record[key];
  } catch (cause) {
    throw new PropertyReadError(key, cause);
  }
}

function reason(cause: unknown): string {
  try {
    return cause instanceof Error ? `${cause.name}: ${cause.message}` : String(cause);
  } catch {
    return 'an error that cannot be shown';
  }
}

/** A short, safe description of a value for a message (no JSON.stringify of a cyclic or huge value). */
function describe(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value.length > 60 ? `${value.slice(0, 60)}…` : value);
  if (typeof value === 'number' || typeof value === 'boolean' || value === null || value === undefined) return String(value);
  if (typeof value === 'function') return 'a function';
  return Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
}

/** Whether JSON.stringify (the cache key) gets through a value: no cycle, no throwing getter, not too deep. */
function serializable(value: unknown): boolean {
  try {
    JSON.stringify(value);
    return true;
  } catch {
    return false;
  }
}

/** The string, number and boolean props of `linkProps` (attributes of a link), read safely. */
function plainProps(props: Record<string, unknown>): Record<string, string | number | boolean> {
  const plain: Record<string, string | number | boolean> = {};
  for (const key of Object.keys(props)) {
    let value: unknown;
    try {
      value = props[key];
    } catch (cause) {
      throw new PropertyReadError(`linkProps.${key}`, cause);
    }
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') plain[key] = value;
  }
  return plain;
}

/** The line of the first item of a list whose pathname can be read, else 0. */
function firstLine(list: unknown[], lineOf: (pathname: string) => number): number {
  try {
    const first: unknown = list[0];
    const pathname = isRecord(first) ? first.pathname : undefined;
    return typeof pathname === 'string' ? lineOf(pathname) : 0;
  } catch {
    return 0;
  }
}
