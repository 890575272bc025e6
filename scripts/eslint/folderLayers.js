// An ESLint rule that keeps the folders of a source folder in layers: given the folders in order,
// bottom first, a file may import its own folder and the folders below it, never one above.
// The files directly in the source folder are the top layer: they may import every folder and no
// folder may import them. A folder missing from the list is reported, so that a new folder is placed.
// Static imports, re-exports, `import type`, dynamic `import()` and `import('…').Type` all count.
import path from 'node:path';

/** @type {import('eslint').Rule.RuleModule} */
export const folderLayers = {
  meta: {
    type: 'problem',
    docs: { description: 'forbid a folder of a layered source folder importing a folder above it' },
    schema: [
      {
        type: 'object',
        properties: {
          root: { type: 'string', description: 'the layered folder, absolute' },
          layers: { type: 'array', items: { type: 'string' }, description: 'its folders, bottom first' },
        },
        required: ['root', 'layers'],
        additionalProperties: false,
      },
    ],
    messages: {
      upward: '{{from}} may not import {{to}}: it is above it in the layers of {{root}} ({{order}}; eslint.config.js).',
      top: '{{from}} may not import {{to}}: the files directly in {{root}} are its top layer, above every folder.',
      unlisted: '{{folder}} is not in the layers of {{root}} (eslint.config.js): place it in the list.',
    },
  },
  create(context) {
    const { root, layers } = context.options[0];
    const rank = new Map(layers.map((folder, index) => [folder, index]));
    const shown = path.relative(context.cwd, root).split(path.sep).join('/') || root;
    const folderOf = (file) => {
      const relative = path.relative(root, file);
      if (relative === '' || relative.startsWith('..') || path.isAbsolute(relative)) return undefined;
      const parts = relative.split(path.sep);
      return parts.length === 1 ? '.' : parts[0];
    };
    const from = folderOf(context.filename);
    if (from === undefined) return {};
    const named = (folder) => (folder === '.' ? `${shown}/*` : `${shown}/${folder}`);

    /** Checks one module specifier (a string literal node). */
    const check = (source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = folderOf(path.resolve(path.dirname(context.filename), source.value));
      if (to === undefined || to === from) return;
      const data = { from: named(from), to: named(to), root: shown, order: layers.join(' < ') };
      if (to === '.') return context.report({ node: source, messageId: 'top', data });
      for (const folder of [from, to]) {
        if (folder !== '.' && !rank.has(folder)) return context.report({ node: source, messageId: 'unlisted', data: { folder: named(folder), root: shown } });
      }
      if (from !== '.' && rank.get(to) > rank.get(from)) context.report({ node: source, messageId: 'upward', data });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.source),
    };
  },
};
