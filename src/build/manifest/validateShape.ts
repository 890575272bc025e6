import { error, warning, type Diagnostic } from '../diagnostics.js';
import type { ManifestItem, NavFlags, Plan } from './types.js';

const FLAG_KEYS = ['newFeature', 'beta', 'planned', 'unstable', 'deprecated', 'legacy', 'inSideNav', 'disableDrawer'] as const;
const STRING_KEYS = ['title', 'subheader'] as const;
/** Keys of MuiPage that docsgen accepts and ignores. */
const IGNORED_KEYS = ['query', 'scopePathnames', 'disableDrawer', 'ordered'];
const KNOWN_KEYS = new Set<string>([
  'pathname',
  'children',
  'plan',
  'icon',
  'linkProps',
  ...FLAG_KEYS,
  ...STRING_KEYS,
  ...IGNORED_KEYS,
]);
const PLANS: readonly Plan[] = ['pro', 'premium'];

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export interface ShapeResult {
  items: ManifestItem[];
  diagnostics: Diagnostic[];
}

/**
 * Checks that a loaded manifest value has the MuiPage shape. Every problem is reported with the
 * item's place (`[1].children[4].plan`); items with errors are left out, their valid siblings kept.
 * `lineOf` finds an item's line in the manifest source from its pathname.
 */
export function validateManifestShape(
  value: unknown,
  file: string,
  lineOf: (pathname: string) => number,
): ShapeResult {
  const diagnostics: Diagnostic[] = [];
  if (!Array.isArray(value)) {
    const got = value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;
    diagnostics.push(error('manifest-not-array', `The manifest must export an array of pages, got ${got}`, { file }));
    return { items: [], diagnostics };
  }

  const readItems = (list: unknown[], parentPlace: string): ManifestItem[] => {
    const items: ManifestItem[] = [];
    list.forEach((raw, index) => {
      const place = `${parentPlace}[${index}]`;
      if (!isRecord(raw)) {
        diagnostics.push(error('manifest-invalid-item', `${file}: ${place} must be an object, got ${raw === null ? 'null' : typeof raw}`, { file }));
        return;
      }
      const pathname = raw.pathname;
      if (typeof pathname !== 'string' || pathname === '') {
        diagnostics.push(error('manifest-invalid-item', `${file}: ${place}.pathname must be a non-empty string`, { file }));
        return;
      }
      const line = lineOf(pathname);
      const at = { file, line };
      let valid = true;
      const fail = (key: string, expected: string) => {
        diagnostics.push(error('manifest-invalid-item', `${file}: ${place}.${key} must be ${expected}, got ${JSON.stringify(raw[key])}`, at));
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
      }
      let children: ManifestItem[] | undefined;
      if (raw.children !== undefined) {
        if (Array.isArray(raw.children)) children = readItems(raw.children, `${place}.children`);
        else fail('children', 'an array');
      }
      if (!valid) return;
      const flags: NavFlags = {};
      for (const key of ['newFeature', 'beta', 'planned', 'unstable', 'deprecated', 'legacy'] as const) {
        if (raw[key] === true) flags[key] = true;
      }
      items.push({
        pathname,
        place,
        line,
        ...flags,
        ...(typeof raw.title === 'string' ? { title: raw.title } : {}),
        ...(typeof raw.subheader === 'string' ? { subheader: raw.subheader } : {}),
        ...(children ? { children } : {}),
        ...(raw.plan ? { plan: raw.plan as Plan } : {}),
        ...(raw.icon !== undefined ? { icon: raw.icon as ManifestItem['icon'] } : {}),
        ...(isRecord(raw.linkProps) ? { linkProps: raw.linkProps } : {}),
        ...(raw.inSideNav === false ? { inSideNav: false } : {}),
      });
    });
    return items;
  };

  return { items: readItems(value, ''), diagnostics };
}
