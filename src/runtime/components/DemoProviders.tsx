import type { ReactNode } from 'react';
import { DocsThemeProvider, type ThemeStore } from '../theme/ThemeContext.js';
import type { DocsThemeOptions } from '../theme/createDocsTheme.js';

/**
 * What a live demo renders inside, on the server and when it hydrates: the same tree on both
 * sides, so markup and generated ids match.
 */
export function DemoProviders({ store, options, children }: { store: ThemeStore; options: DocsThemeOptions; children: ReactNode }) {
  return (
    <DocsThemeProvider store={store} options={options}>
      {children}
    </DocsThemeProvider>
  );
}
