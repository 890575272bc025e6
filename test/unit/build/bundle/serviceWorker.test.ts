import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  assetsVersion,
  serviceWorkerFor,
  serviceWorkerScript,
  writeServiceWorkerTemplate,
  type AssetFile,
} from '../../../../src/build/bundle/serviceWorker.js';

const asset = (path: string, text: string): AssetFile => ({ path, read: () => new TextEncoder().encode(text) });

describe('assetsVersion', () => {
  const assets = [asset('entry-A.js', 'entry'), asset('docsgen.1.css', 'css'), asset('search/pagefind-entry.json', '{"v":1}')];

  it('does not depend on the order the assets were written in', () => {
    expect(assetsVersion([...assets].reverse())).toBe(assetsVersion(assets));
  });

  it('changes when an asset is added, renamed, or changes its bytes under the same name', () => {
    const version = assetsVersion(assets);
    expect(assetsVersion([...assets, asset('chunk-B.js', 'b')])).not.toBe(version);
    expect(assetsVersion([asset('entry-B.js', 'entry'), ...assets.slice(1)])).not.toBe(version);
    expect(assetsVersion([...assets.slice(0, 2), asset('search/pagefind-entry.json', '{"v":2}')])).not.toBe(version);
  });

  it('does not mistake where one asset ends and the next begins', () => {
    expect(assetsVersion([asset('a', 'bc')])).not.toBe(assetsVersion([asset('ab', 'c')]));
    expect(assetsVersion([asset('a', 'x'), asset('b', 'y')])).not.toBe(assetsVersion([asset('a', 'xb'), asset('', 'y')]));
  });
});

describe('serviceWorkerScript', () => {
  it('is a classic script with its version baked in, the same bytes for the same version', async () => {
    const [first, again, other] = await Promise.all([
      serviceWorkerScript('0123456789abcdef'),
      serviceWorkerScript('0123456789abcdef'),
      serviceWorkerScript('fedcba9876543210'),
    ]);
    expect(again).toBe(first);
    expect(first).toContain('"0123456789abcdef"');
    expect(other).not.toBe(first);
    expect(other.replace('fedcba9876543210', '0123456789abcdef')).toBe(first);
    // A classic worker script: no import or export (registered without `type: 'module'`).
    expect(() => new Function(first)).not.toThrow();
    expect(first).not.toMatch(/\bimport\s*[{("'*]|\bexport\s*[{*]/);
  });
});

describe('serviceWorkerFor', () => {
  it("fills the package build's template with the version: the bytes of a bundle made with it", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-sw-'));
    try {
      const template = path.join(dir, 'sw.template.js');
      await writeServiceWorkerTemplate(template);
      for (const version of ['0123456789abcdef', 'fedcba9876543210', '0000000000000000']) {
        expect(await serviceWorkerFor(version, template)).toBe(await serviceWorkerScript(version));
      }
      // The template is read, not bundled again: what it says is what comes out.
      fs.writeFileSync(template, 'self.version = "0000000000000000";');
      expect(await serviceWorkerFor('0123456789abcdef', template)).toBe('self.version = "0123456789abcdef";');
      // No template (running from src/), or one without its placeholder: bundled.
      fs.writeFileSync(template, 'no version here');
      expect(await serviceWorkerFor('0123456789abcdef', template)).toBe(await serviceWorkerScript('0123456789abcdef'));
      expect(await serviceWorkerFor('0123456789abcdef', path.join(dir, 'missing.js'))).toBe(await serviceWorkerScript('0123456789abcdef'));
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
