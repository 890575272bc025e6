import { describe, expect, it } from 'vitest';
import { configSchema } from '../../../../src/build/config/schema.js';

const minimal = { products: [{ id: 'acme-ui', name: 'Acme UI', manifest: 'content/acme-ui/pages.json' }] };
const issues = (config: Record<string, unknown>) => {
  const parsed = configSchema.safeParse({ ...minimal, ...config });
  return parsed.success ? [] : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('config schema', () => {
  it('takes an absolute http(s) siteUrl and refuses others with the reason', () => {
    expect(issues({ siteUrl: 'https://docs.example.com' })).toEqual([]);
    expect(issues({ siteUrl: 'ftp://docs.example.com' })).toEqual(['siteUrl: "ftp://docs.example.com" must start with https:// or http://']);
    expect(issues({ siteUrl: 'docs.example.com' })).toEqual([
      'siteUrl: "docs.example.com" is not an absolute URL (expected one like https://docs.example.com)',
    ]);
  });

  it('keeps logos, manifests and components inside the site folder', () => {
    expect(issues({ components: { Fine: 'src/Fine.tsx', Up: 'src/../Fine.tsx' } })).toEqual([]);
    expect(issues({ components: { Out: '../x.tsx' } })).toEqual(['components.Out: must be a path inside the site folder, relative to it']);
    expect(issues({ components: { Abs: '/etc/x.js' } })).toEqual(['components.Abs: must be a path inside the site folder, relative to it']);
    expect(issues({ components: { Win: 'C:\\x.js' } })).toEqual(['components.Win: must be a path inside the site folder, relative to it']);
    expect(issues({ products: [{ ...minimal.products[0], manifest: 'content/../../pages.json' }] })).toEqual([
      'products.0.manifest: must be a path inside the site folder, relative to it',
    ]);
  });
});
