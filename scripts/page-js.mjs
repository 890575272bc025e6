#!/usr/bin/env node
/**
 * The JavaScript a built page loads at start: its module scripts and every chunk they import
 * statically (dynamic imports load on first use and are left out), in bytes and gzip bytes; and
 * the stylesheets it links (the site's and its demos'), each counted once.
 *
 *   node scripts/page-js.mjs DIST [ROUTE ...]   (default route: /material-ui/react-button/)
 */
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const [dist, ...routes] = process.argv.slice(2);
if (!dist) {
  console.error('usage: node scripts/page-js.mjs DIST [ROUTE ...]');
  process.exit(1);
}

/** `import … from "./x.js"` and `import "./x.js"`, not `import("./x.js")`. */
const STATIC_IMPORT = /(?:^|[;\s}])(?:import|export)\s*(?:[\w$*{}\s,]+from\s*)?["']([^"']+\.js)["']/g;

function startupScripts(route) {
  const html = fs.readFileSync(path.join(dist, route, 'index.html'), 'utf8');
  const seen = new Set();
  const queue = [...html.matchAll(/<script type="module" src="([^"]+)"/g)].map((match) => path.join(dist, match[1]));
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(STATIC_IMPORT)) queue.push(path.resolve(path.dirname(file), match[1]));
  }
  return [...seen];
}

/** The local stylesheets the page links (`<link rel="stylesheet">`), found under DIST with or without the base's first folder. */
function stylesheets(route) {
  const html = fs.readFileSync(path.join(dist, route, 'index.html'), 'utf8');
  const hrefs = [...html.matchAll(/<link rel="stylesheet" href="(\/[^"]+)"/g)].map((match) => match[1]);
  return [...new Set(hrefs)].flatMap(
    (href) => [path.join(dist, href), path.join(dist, href.replace(/^\/[^/]+/, ''))].find((file) => fs.existsSync(file)) ?? [],
  );
}

const sizes = (files) => {
  const bodies = files.map((file) => fs.readFileSync(file));
  const bytes = bodies.reduce((sum, body) => sum + body.length, 0);
  const gzip = bodies.reduce((sum, body) => sum + gzipSync(body, { level: 9 }).length, 0);
  return `${(bytes / 1024).toFixed(1)} KB, ${(gzip / 1024).toFixed(2)} KB gzip`;
};

for (const route of routes.length ? routes : ['/material-ui/react-button/']) {
  const scripts = startupScripts(route);
  const css = stylesheets(route);
  console.log(`${route}: ${scripts.length} scripts, ${sizes(scripts)}; ${css.length} stylesheets, ${sizes(css)}`);
}
