import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RUNTIME_DICTIONARY_GROUPS, runtimeDictionary } from '../../../src/shared/runtimeDictionary.js';
import en from '../../../src/runtime/i18n/en.json' with { type: 'json' };

const runtimeDir = path.resolve(import.meta.dirname, '../../../src/runtime');

/** Every key the runtime's code translates: `t('group.key')`. */
function translatedKeys(): string[] {
  const keys: string[] = [];
  for (const entry of fs.readdirSync(runtimeDir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile() || !/\.tsx?$/.test(entry.name)) continue;
    const text = fs.readFileSync(path.join(entry.parentPath, entry.name), 'utf8');
    for (const match of text.matchAll(/\bt\(\s*'([\w.]+)'/g)) keys.push(match[1]!);
  }
  return keys;
}

describe('runtimeDictionary', () => {
  it("holds every group the runtime's islands translate from", () => {
    const keys = translatedKeys();
    expect(keys.length).toBeGreaterThan(20);
    const groups = new Set<string>(RUNTIME_DICTIONARY_GROUPS);
    expect(keys.filter((key) => !groups.has(key.split('.')[0]!))).toEqual([]);
    // And every key is in the English dictionary the runtime carries.
    const carried = runtimeDictionary(en);
    const missing = keys.filter(
      (key) => key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], carried) === undefined,
    );
    expect(missing).toEqual([]);
  });

  it('leaves out what only the server renders', () => {
    const carried = runtimeDictionary(en);
    expect(Object.keys(carried).sort()).toEqual([...RUNTIME_DICTIONARY_GROUPS].sort());
    expect(carried).not.toHaveProperty('pageActions');
    expect(carried).not.toHaveProperty('componentPage');
  });
});
