import type ts from 'typescript';
import { extractClasses } from './classes.js';
import { docPlaces } from './docPlaces.js';
import type { FoundComponent } from './discover.js';
import type { OwnerContext } from './owner.js';
import { extractProps, type ListInherited } from './props.js';
import { importLines } from './importLines.js';
import type { ResolvedSource } from './resolveSource.js';
import { extractSlots } from './slots.js';
import type { ComponentApi } from './types.js';
import type { TypeScript } from './typescript.js';
import { siteSourceFile } from './siteSourceFile.js';
import { withoutUnstable } from './kebab.js';

export interface ComponentScope {
  tsc: TypeScript;
  /** The site root (where the component's source file is named from). */
  root: string;
  checker: ts.TypeChecker;
  source: ResolvedSource;
  /** The entry's exports by name (for `<name>Classes`). */
  exports: ReadonlyMap<string, ts.Symbol>;
  /** Every component the entry exports, longest name first (who declares a prop). */
  componentNames: readonly string[];
  /** The documented bases' props listed in full (config `api[].listInherited`). */
  listInherited?: ListInherited;
}

/** Everything the API page of one component shows, but its demos (which the site's pages know). */
export function extractComponent(scope: ComponentScope, component: FoundComponent): ComponentApi {
  const { tsc, checker } = scope;
  const declaration = component.symbol.valueDeclaration ?? component.symbol.declarations?.[0];
  const context: OwnerContext = {
    tsc,
    name: component.name,
    file: declaration?.getSourceFile().fileName ?? '',
    components: scope.componentNames,
    componentSet: new Set(scope.componentNames),
  };
  const { props, inheritance, symbols } = extractProps(tsc, checker, component, context, scope.listInherited);
  // An unstable export's classes and theme key are its own name's (`Unstable_Grid2`: `grid2Classes`, `MuiGrid2`).
  const styleName = withoutUnstable(component.name).replaceAll('.', '');
  const classes = extractClasses(tsc, checker, scope.exports, styleName);
  const slots = extractSlots(tsc, checker, symbols.get('slots'), classes ?? []);
  return {
    name: component.name,
    imports: importLines(scope.source, component.name),
    props,
    ...(inheritance ? { inheritance } : {}),
    classes: classes ?? [],
    ...(slots ? { slots } : {}),
    // A component styled like MUI's (it has classes) takes default props from the theme under this name.
    ...(classes ? { themeDefaultProps: `Mui${styleName}` } : {}),
    demos: [],
    ...sourceFileOf(scope, context.file),
    docPlaces: docPlaces(tsc, checker, scope.root, component.name.replaceAll('.', ''), symbols, scope.exports),
  };
}

/** The component's declaration file when the site holds it, else the entry's; neither: nothing. */
function sourceFileOf(scope: ComponentScope, declarationFile: string): { sourceFile?: string } {
  const sourceFile = (declarationFile && siteSourceFile(scope.root, declarationFile)) || siteSourceFile(scope.root, scope.source.entryFile);
  return sourceFile ? { sourceFile } : {};
}
