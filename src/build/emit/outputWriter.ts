import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** `name.css` + content → `name.1a2b3c4d.css`. */
export function hashedFileName(name: string, content: string | Uint8Array): string {
  const hash = createHash('sha256').update(content).digest('hex').slice(0, 10);
  const extension = path.extname(name);
  return `${name.slice(0, name.length - extension.length)}.${hash}${extension}`;
}

/** Writes files below one folder and counts what it wrote. */
export class OutputWriter {
  files = 0;
  bytes = 0;
  private readonly madeDirs = new Set<string>();

  constructor(readonly dir: string) {}

  write(relativePath: string, content: string | Uint8Array): void {
    const target = path.join(this.dir, relativePath);
    const parent = path.dirname(target);
    if (!this.madeDirs.has(parent)) {
      fs.mkdirSync(parent, { recursive: true });
      this.madeDirs.add(parent);
    }
    fs.writeFileSync(target, content);
    this.files++;
    this.bytes += typeof content === 'string' ? Buffer.byteLength(content) : content.byteLength;
  }

  /** Writes a content-hashed asset under `_docsgen/` and returns its path from the site root. */
  writeAsset(name: string, content: string | Uint8Array): string {
    const relativePath = `_docsgen/${hashedFileName(name, content)}`;
    this.write(relativePath, content);
    return relativePath;
  }
}
