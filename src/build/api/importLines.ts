import { subpathExport, type ResolvedSource } from './resolveSource.js';

/**
 * The import lines readers copy for an export: from its own path where the package has one (Base
 * UI's paths export it by name, `import { Button } from '@mui/base/Button'`; Material UI's as
 * their default), then from the package. A namespace's member (`Menu.Item`) is imported with its namespace.
 */
export function importLines(source: ResolvedSource, name: string): string[] {
  if (name.includes('.')) return [`import { ${name.split('.')[0]} } from '${source.importPath}';`];
  const own = source.packageDir ? subpathExport(source.packageDir, name) : undefined;
  const ownLine =
    own === 'named'
      ? [`import { ${name} } from '${source.importPath}/${name}';`]
      : own === 'default'
        ? [`import ${name} from '${source.importPath}/${name}';`]
        : [];
  return [...ownLine, `import { ${name} } from '${source.importPath}';`];
}
