import { diagnostic, type Diagnostic, type Severity } from '../util/diagnostics.js';
import type { ApiSourceResult } from './types.js';

/**
 * Where the docs drift from the code, for `check`: a component whose props have no description
 * (one diagnostic per component, naming them), at the config's `api` entry. Links to `#prop-x`
 * anchors that no longer exist are broken links, reported as every broken link is.
 */
export function apiDrift(sources: readonly ApiSourceResult[], place: (index: number) => { file: string; line?: number }, severity: Severity): Diagnostic[] {
  const diagnostics: Diagnostic[] = [];
  for (const source of sources) {
    for (const { api, route: page, anchor } of source.components) {
      const route = anchor ? `${page}#${anchor}` : page;
      const undocumented = Object.entries(api.props)
        .filter(([, prop]) => prop.description.trim() === '')
        .map(([name]) => name);
      if (undocumented.length === 0) continue;
      const names = undocumented.join(', ');
      const message = `${api.name} (${route}, config "api[${source.index}]"): ${undocumented.length === 1 ? 'a prop has' : `${undocumented.length} props have`} no description in its JSDoc: ${names}`;
      diagnostics.push(diagnostic(severity, 'api-prop-undocumented', message, place(source.index)));
    }
  }
  return diagnostics;
}
