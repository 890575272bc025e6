import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { readSealedFile, seal, unseal, writeSealedFile } from '../../../../src/build/util/sealedFile.js';

const FORMAT = 'docsgen-test/1';
const body = Buffer.from('{"entries":{"a":"b"}}');

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('sealed cache files', () => {
  it('give back the body they were written with', () => {
    expect(unseal(FORMAT, seal(FORMAT, body))).toEqual({ status: 'whole', body });
  });

  it('are damaged when a byte of the body or the digest changed, when cut short, or when garbage', () => {
    const sealed = seal(FORMAT, body);
    const edited = Buffer.from(sealed);
    edited[edited.byteLength - 3] = 0x41;
    expect(unseal(FORMAT, edited)).toMatchObject({ status: 'damaged', reason: 'its bytes do not match its digest' });
    const digestEdited = Buffer.from(sealed);
    digestEdited[FORMAT.length + 2] = digestEdited[FORMAT.length + 2] === 0x41 ? 0x42 : 0x41;
    expect(unseal(FORMAT, digestEdited).status).toBe('damaged');
    expect(unseal(FORMAT, sealed.subarray(0, sealed.byteLength - 5)).status).toBe('damaged');
    expect(unseal(FORMAT, sealed.subarray(0, 10)).status).toBe('damaged');
    expect(unseal(FORMAT, Buffer.alloc(0)).status).toBe('damaged');
    expect(unseal(FORMAT, Buffer.from('\u0000garbage\nmore')).status).toBe('damaged');
  });

  it("of another format are only missing, an older docsgen's unsealed JSON too; cut JSON is damage", () => {
    expect(unseal(FORMAT, seal('docsgen-test/2', body))).toEqual({ status: 'other-format' });
    expect(unseal(FORMAT, Buffer.from(`docsgen-test/0\n${body.toString()}`))).toEqual({ status: 'other-format' });
    expect(unseal(FORMAT, body)).toEqual({ status: 'other-format' });
    expect(unseal(FORMAT, body.subarray(0, body.byteLength - 2)).status).toBe('damaged');
  });

  it('are written whole (no temporary file left) and read back, missing when absent', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'docsgen-sealed-'));
    dirs.push(dir);
    const file = path.join(dir, 'deep/entry.json');
    expect(readSealedFile(file, FORMAT)).toEqual({ status: 'missing' });
    writeSealedFile(file, FORMAT, body.toString());
    expect(readSealedFile(file, FORMAT)).toEqual({ status: 'whole', body });
    expect(fs.readdirSync(path.dirname(file))).toEqual(['entry.json']);
  });
});
