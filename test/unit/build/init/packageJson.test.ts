import { describe, expect, it } from 'vitest';
import { packageNameFor } from '../../../../src/build/init/packageJson.js';

describe('packageNameFor', () => {
  it.each([
    ['/tmp/my-docs', 'my-docs'],
    ['/tmp/Acme Docs!', 'acme-docs'],
    ['/tmp/.hidden_site', 'hidden_site'],
    ['/tmp/Ünïcode', 'n-code'],
    ['/tmp/___', 'docs'],
    ['/tmp/node_modules', 'docs'],
  ])('%s → %s', (dir, name) => {
    expect(packageNameFor(dir)).toBe(name);
  });
});
