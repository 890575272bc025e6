import { createContext, useContext, type ReactNode } from 'react';
import type { SlotConfig } from './adSlot.js';

/** What React parts of the docs know of the site (language, analytics). */
export interface DocsConfig {
  language: 'en';
  analytics?: { measurementId: string };
}

const DocsConfigContext = createContext<DocsConfig | null>(null);
const AdConfigContext = createContext<SlotConfig | null>(null);

export function DocsConfigProvider({ value, children }: { value: DocsConfig; children?: ReactNode }) {
  return <DocsConfigContext.Provider value={value}>{children}</DocsConfigContext.Provider>;
}

export function AdConfigProvider({ value, children }: { value: SlotConfig; children?: ReactNode }) {
  return <AdConfigContext.Provider value={value}>{children}</AdConfigContext.Provider>;
}

/** The docs config; throws outside a DocsConfigProvider. */
export function useDocsConfig(): DocsConfig {
  const value = useContext(DocsConfigContext);
  if (!value) throw new Error('useDocsConfig must be used inside a <DocsConfigProvider>: wrap the component in DocsConfigProvider');
  return value;
}

/** The ad config; throws outside an AdConfigProvider. */
export function useAdConfig(): SlotConfig {
  const value = useContext(AdConfigContext);
  if (!value) throw new Error('useAdConfig must be used inside an <AdConfigProvider>: wrap the component in AdConfigProvider');
  return value;
}
