import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as colorScheme from '../../../src/shared/colorScheme.js';
import * as demoBlock from '../../../src/shared/demoBlock.js';
import * as dom from '../../../src/shared/dom.js';
import * as navData from '../../../src/shared/navData.js';
import * as searchVocabulary from '../../../src/shared/searchVocabulary.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const modules = { colorScheme, demoBlock, dom, navData, searchVocabulary };

interface DataAttribute {
  name: string;
  key: string;
}
const isDataAttribute = (value: unknown): value is DataAttribute =>
  typeof value === 'object' && value !== null && typeof (value as DataAttribute).name === 'string' && typeof (value as DataAttribute).key === 'string';

/** Every data attribute the contract names: `{ name, key }` pairs, directly or in a group. */
function dataAttributes(): DataAttribute[] {
  const found: DataAttribute[] = [];
  for (const module of Object.values(modules)) {
    for (const value of Object.values(module)) {
      if (isDataAttribute(value)) found.push(value);
      else if (typeof value === 'object' && value !== null) found.push(...Object.values(value).filter(isDataAttribute));
    }
  }
  return found;
}

/** A name of markup or a file: lowercase words joined by hyphens (`docsgen-demo`, `main-content`, `search-vocabulary.json`). */
const isMarkupName = (value: unknown): value is string => typeof value === 'string' && /^[a-z]+(-[a-z]+)+(\.json)?$/.test(value);

/** The names the build writes and the browser looks up: ids, classes, attributes, file names, directly or in a group. */
function contractNames(): string[] {
  const names = new Set<string>(dataAttributes().map((attribute) => attribute.name));
  for (const module of Object.values(modules)) {
    for (const value of Object.values(module)) {
      if (isMarkupName(value)) names.add(value);
      else if (typeof value === 'object' && value !== null) for (const inGroup of Object.values(value)) if (isMarkupName(inGroup)) names.add(inGroup);
    }
  }
  return [...names];
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !file.endsWith('.d.ts'))
    .map((file) => path.join(folder, file));
}

// Comments may name what they describe; only code counts.
const withoutComments = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Where a contract name is spelled in src/build or src/runtime instead of imported from src/shared. */
export function literalUses(files: Record<string, string>, names: readonly string[], keys: readonly string[]): string[] {
  const patterns = [
    ...names.map((name) => ({ name, pattern: new RegExp(`(?<![\\w-])${escape(name)}(?![\\w-])`) })),
    ...keys.map((key) => ({ name: `dataset.${key}`, pattern: new RegExp(`\\.dataset\\.${escape(key)}\\b`) })),
  ];
  const uses: string[] = [];
  for (const [file, text] of Object.entries(files)) {
    const code = withoutComments(text);
    for (const { name, pattern } of patterns) if (pattern.test(code)) uses.push(`${file}: ${name}`);
  }
  return uses;
}

describe('the build↔browser contract (src/shared)', () => {
  it("names each data attribute's dataset key as the browser derives it from the attribute", () => {
    const attributes = dataAttributes();
    expect(attributes.length).toBeGreaterThan(5);
    for (const { name, key } of attributes) {
      expect(name).toMatch(/^data-[a-z][a-z-]*$/);
      expect(key).toBe(name.slice('data-'.length).replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()));
    }
  });

  it('is never spelled out in src/build or src/runtime, only imported', () => {
    const files = Object.fromEntries(
      [...sourceFiles('src/build'), ...sourceFiles('src/runtime')].map((file) => [file, readFileSync(path.join(root, file), 'utf8')]),
    );
    expect(Object.keys(files).length).toBeGreaterThan(100);
    expect(
      literalUses(
        files,
        contractNames(),
        dataAttributes().map((attribute) => attribute.key),
      ),
    ).toEqual([]);
  });

  it('finds a name spelled out, in markup, in a selector and as a dataset key', () => {
    const files = {
      'a.ts': '`<div data-feedback role="group">`',
      'b.ts': "doc.querySelector('[data-twin-url]')",
      'c.ts': 'element.dataset.feedbackRating',
      'd.ts': "// data-feedback in a comment\nconst ok = 'data-feedbacks';",
    };
    expect(literalUses(files, ['data-feedback', 'data-twin-url'], ['feedbackRating'])).toEqual([
      'a.ts: data-feedback',
      'b.ts: data-twin-url',
      'c.ts: dataset.feedbackRating',
    ]);
  });
});
