import fs from 'node:fs';
import path from 'node:path';
import { tempDir } from './site.js';

export interface NavSiteShape {
  /** Groups in the one section (its level is windowed when there are more than 20). */
  groups: number;
  /** Pages per group. */
  pages: number;
}

const pad = (value: number) => String(value).padStart(3, '0');
export const groupRoute = (group: number) => `/material-ui/section/group-${pad(group)}`;
export const pageRoute = (group: number, page: number) => `${groupRoute(group)}/page-${page}/`;

/**
 * A generated site shaped like the bench corpus, in a temporary folder: one product whose
 * manifest has an overview page and one section of `groups` groups of `pages` pages each.
 */
export function writeNavSite({ groups, pages }: NavSiteShape): string {
  const root = tempDir('docsgen-nav-');
  const content = path.join(root, 'content/material-ui');
  fs.mkdirSync(content, { recursive: true });
  fs.writeFileSync(
    path.join(root, 'docsgen.config.json'),
    JSON.stringify({
      title: 'Nav Docs',
      search: false,
      products: [
        {
          id: 'material-ui',
          name: 'Material UI',
          category: 'core',
          manifest: 'content/material-ui/pages.json',
          versions: [{ text: 'v6.0.0', current: true }],
        },
      ],
    }),
  );
  fs.writeFileSync(path.join(content, 'overview.md'), '# Overview\n\nWhere it starts.\n');
  const groupItems = [];
  for (let group = 1; group <= groups; group++) {
    const children = [];
    for (let page = 1; page <= pages; page++) {
      const route = pageRoute(group, page);
      const file = path.join(root, 'content', `${route.slice(1, -1)}.md`);
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, `# Page ${group}.${page}\n\nThe page ${page} of group ${group}.\n`);
      children.push({ pathname: route.slice(0, -1), title: `Page ${group}.${page}` });
    }
    groupItems.push({ pathname: groupRoute(group), title: `Group ${pad(group)}`, children });
  }
  const manifest = [
    { pathname: '/material-ui/overview', title: 'Overview' },
    { pathname: '/material-ui/section', title: 'Section', children: groupItems },
  ];
  fs.writeFileSync(path.join(content, 'pages.json'), JSON.stringify(manifest, null, 2));
  return root;
}
