#!/usr/bin/env node
// Installs the packages of the tests' sites that bring their own React and MUI
// (test/fixtures/packages/*: a package.json and its lock each), with `npm ci`, when their
// node_modules is missing or older than the lock. `npm test` runs it first; the tests themselves
// never reach the network.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const packagesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../test/fixtures/packages');
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';

for (const name of fs.readdirSync(packagesDir)) {
  const dir = path.join(packagesDir, name);
  const lock = path.join(dir, 'package-lock.json');
  if (!fs.existsSync(lock)) continue;
  // npm ci writes node_modules/.package-lock.json: newer than the lock when the install is current.
  const installed = path.join(dir, 'node_modules/.package-lock.json');
  if (fs.existsSync(installed) && fs.statSync(installed).mtimeMs >= fs.statSync(lock).mtimeMs) continue;
  console.log(`Installing the test packages of ${path.relative(process.cwd(), dir) || dir}…`);
  execFileSync(npm, ['ci', '--no-audit', '--no-fund', '--loglevel=error'], { cwd: dir, stdio: 'inherit' });
}
