import fs from 'node:fs';
import path from 'node:path';
import { error, fail, hasErrors, sortDiagnostics, succeed, type Diagnostic, type Result } from './util/diagnostics.js';
import { withAtomicOutput } from './emit/atomicOutput.js';
import { tempDirOf } from './emit/atomicDir.js';
import { resolveOutputFolder } from './emit/outputFolder.js';
import { finishSite, type SiteRecord } from './finishSite.js';
import { OutputWriter } from './emit/outputWriter.js';
import { writeFailureDiagnostic } from './emit/writeFailure.js';
import { filesBelow } from './util/files.js';
import type { ShardRecord } from './shardRecord.js';
import { SHARD_PUBLIC_FOLDER, SHARD_RECORD_FILE } from './util/routeProblems.js';
import { copyPublicFiles } from './assets/publicFolder.js';
import { timed } from './util/timed.js';

export interface MergeOptions {
  /** The output folders of `docsgen build --shard i/n`, one per shard, in any order. */
  shards: string[];
  outDir: string;
  /** Replace an output folder that is not empty and that docsgen did not write. */
  force?: boolean;
}

export interface MergeResult {
  /** 0 merged, 1 problems (nothing written), 2 an output folder that may not be replaced. */
  exitCode: 0 | 1 | 2;
  diagnostics: Diagnostic[];
  pages: number;
  outDir: string;
  bytes: number;
  durationMs: number;
}

function readRecord(dir: string): Result<ShardRecord> {
  const file = path.join(dir, SHARD_RECORD_FILE);
  try {
    return succeed(JSON.parse(fs.readFileSync(file, 'utf8')) as ShardRecord);
  } catch {
    return fail(error('not-a-shard', `${dir} is not the output of docsgen build --shard (no readable ${SHARD_RECORD_FILE})`, { file: dir }));
  }
}

/** The shards must be all n of one site: the same record but for their pages, each number once. */
function checkShards(records: readonly (readonly [string, ShardRecord])[]): Diagnostic[] {
  const [firstDir, first] = records[0]!;
  const sameSite = (record: ShardRecord) =>
    JSON.stringify({ ...record.site, pages: [], summaries: [] }) === JSON.stringify({ ...first.site, pages: [], summaries: [] });
  const problems: Diagnostic[] = [];
  for (const [dir, record] of records) {
    if (record.shard.count !== first.shard.count || !sameSite(record)) {
      problems.push(error('shard-mismatch', `${dir} is a shard of another build than ${firstDir} (other pages, config or shard count)`, { file: dir }));
    }
  }
  const numbers = records.map(([, record]) => record.shard.index);
  for (let index = 1; index <= first.shard.count; index++) {
    const count = numbers.filter((number) => number === index).length;
    if (count !== 1)
      problems.push(
        error('shard-missing', count === 0 ? `Shard ${index}/${first.shard.count} is missing` : `Shard ${index}/${first.shard.count} is given ${count} times`, {
          file: '.',
        }),
      );
  }
  return problems;
}

const ownFile = (file: string) => file !== SHARD_RECORD_FILE && !file.startsWith(`${SHARD_PUBLIC_FOLDER}/`);

/** Copies a shard's files (but its record and `public/`) into the merged folder; a file two shards both wrote must be the same. */
function copyShard(from: string, to: string): { bytes: number; diagnostics: Diagnostic[] } {
  const diagnostics: Diagnostic[] = [];
  let bytes = 0;
  for (const file of filesBelow(from, ownFile)) {
    const source = path.join(from, file);
    const target = path.join(to, file);
    if (fs.existsSync(target)) {
      if (!fs.readFileSync(source).equals(fs.readFileSync(target))) {
        diagnostics.push(error('shard-conflict', `${file} differs between shards (one is from another build)`, { file: source }));
      }
      continue;
    }
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.copyFileSync(source, target);
    bytes += fs.statSync(target).size;
  }
  return { bytes, diagnostics };
}

/** Every shard (its output folder) must have kept the same `public/` as the first. */
function comparePublicFolders(shards: readonly string[]): Diagnostic[] {
  const [first, ...others] = shards.map((dir) => path.join(dir, SHARD_PUBLIC_FOLDER));
  const expected = filesBelow(first!);
  const diagnostics: Diagnostic[] = [];
  for (const folder of others) {
    const files = filesBelow(folder);
    for (const file of new Set([...expected, ...files])) {
      const same = expected.includes(file) && files.includes(file) && fs.readFileSync(path.join(first!, file)).equals(fs.readFileSync(path.join(folder, file)));
      if (!same) diagnostics.push(error('shard-conflict', `public/${file} differs between shards (one is from another build)`, { file: path.dirname(folder) }));
    }
  }
  return diagnostics;
}

/**
 * `docsgen merge`: joins the outputs of `docsgen build --shard i/n` and runs the steps that need
 * every page — link check, sitemap, search index, service worker — so the result is the single
 * build's, byte for byte. Atomic like a build: on any problem the previous output stays.
 */
export function merge(options: MergeOptions): Promise<MergeResult> {
  return timed(() => mergeShards(options));
}

async function mergeShards(options: MergeOptions): Promise<Omit<MergeResult, 'durationMs'>> {
  let outDir = path.resolve(options.outDir);
  const result = (exitCode: 0 | 1 | 2, diagnostics: Diagnostic[], extra: Partial<MergeResult> = {}): Omit<MergeResult, 'durationMs'> => ({
    exitCode,
    diagnostics: sortDiagnostics(diagnostics),
    pages: 0,
    outDir,
    bytes: 0,
    ...extra,
  });
  if (options.shards.length === 0) return result(1, [error('no-shards', 'Give the output folders of the shards to merge', { file: '.' })]);
  // The shards are sources here: the output may neither be one of them, nor hold one, nor the current folder.
  const output = resolveOutputFolder(outDir, {
    root: process.cwd(),
    rootName: 'the current folder',
    sources: options.shards.map((dir) => path.resolve(dir)),
    option: '--out',
    place: { file: '.' },
    ...(options.force ? { force: true } : {}),
  });
  if (!output.ok) return result(2, output.diagnostics);
  outDir = output.value;
  const read = options.shards.map((dir) => [path.resolve(dir), readRecord(path.resolve(dir))] as const);
  const unreadable = read.flatMap(([, record]) => (record.ok ? [] : record.diagnostics));
  if (unreadable.length > 0) return result(1, unreadable);
  const records = read.flatMap(([dir, record]) => (record.ok ? [[dir, record.value] as const] : []));
  const mismatch = checkShards(records);
  if (mismatch.length > 0) return result(1, mismatch);

  try {
    return await writeMerged(outDir, inShardOrder(records), result);
  } catch (cause) {
    // EACCES, ENOSPC, EIO… while writing or swapping the output in: a diagnostic naming the path.
    const failure = writeFailureDiagnostic(cause, { root: process.cwd(), outDir, tempDir: tempDirOf(outDir) });
    if (failure) return result(1, [failure]);
    throw cause;
  }
}

/** In shard order, so the merged output never depends on the order the folders were given. */
const inShardOrder = (records: readonly (readonly [string, ShardRecord])[]) => [...records].sort(([, a], [, b]) => a.shard.index - b.shard.index);

function writeMerged(
  outDir: string,
  ordered: readonly (readonly [string, ShardRecord])[],
  result: (exitCode: 0 | 1 | 2, diagnostics: Diagnostic[], extra?: Partial<MergeResult>) => Omit<MergeResult, 'durationMs'>,
): Promise<Omit<MergeResult, 'durationMs'>> {
  return withAtomicOutput(outDir, async (dir) => {
    const diagnostics: Diagnostic[] = [];
    let bytes = 0;
    for (const [shardDir] of ordered) {
      const copied = copyShard(shardDir, dir);
      bytes += copied.bytes;
      diagnostics.push(...copied.diagnostics);
    }
    const site: SiteRecord = {
      ...ordered[0]![1].site,
      pages: ordered.flatMap(([, record]) => record.site.pages),
      summaries: ordered.flatMap(([, record]) => record.site.summaries),
    };
    diagnostics.push(...comparePublicFolders(ordered.map(([shardDir]) => shardDir)));
    const writer = new OutputWriter(dir);
    diagnostics.push(...(await finishSite(writer, site, hasErrors(diagnostics))).diagnostics);
    // Last, as a build copies it: a public file where docsgen wrote one is the same error.
    if (!hasErrors(diagnostics)) diagnostics.push(...copyPublicFiles(path.join(ordered[0]![0], SHARD_PUBLIC_FOLDER), writer));
    if (hasErrors(diagnostics)) return { commit: false, value: result(1, diagnostics) };
    return { commit: true, value: result(0, diagnostics, { pages: site.pages.length, bytes: bytes + writer.bytes }) };
  });
}
