import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docsgenIdentity } from '../../../../src/build/util/docsgenIdentity.js';
import { copyFixture } from '../../../helpers/site.js';

describe('docsgenIdentity', () => {
  it("docsgen's identity changes when one of its files does", () => {
    const packageRoot = copyFixture('basic');
    try {
      fs.mkdirSync(path.join(packageRoot, 'lib'));
      fs.writeFileSync(path.join(packageRoot, 'package.json'), '{"version":"1.0.0"}');
      fs.writeFileSync(path.join(packageRoot, 'lib/build.js'), 'a');
      const before = docsgenIdentity(packageRoot);
      expect(docsgenIdentity(packageRoot)).toBe(before);
      fs.writeFileSync(path.join(packageRoot, 'lib/build.js'), 'ab');
      expect(docsgenIdentity(packageRoot)).not.toBe(before);
    } finally {
      fs.rmSync(packageRoot, { recursive: true, force: true });
    }
  });

  it('changes with its package.json (a new version)', () => {
    const packageRoot = copyFixture('basic');
    try {
      fs.writeFileSync(path.join(packageRoot, 'package.json'), '{"version":"1.0.0"}');
      const before = docsgenIdentity(packageRoot);
      fs.writeFileSync(path.join(packageRoot, 'package.json'), '{"version":"1.0.1"}');
      expect(docsgenIdentity(packageRoot)).not.toBe(before);
    } finally {
      fs.rmSync(packageRoot, { recursive: true, force: true });
    }
  });
});
