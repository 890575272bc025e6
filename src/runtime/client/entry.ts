/**
 * The browser runtime's entry: small and eager, with no React. It wires what must work at once
 * (colour scheme, code preferences, code tabs) and loads each interactive island on first use.
 */
import { enhanceCodeblockTabs } from './codeblockTabs.js';
import { applyCodePreferences } from './codePreferencesAtLoad.js';
import { followColorScheme } from './colorScheme.js';
import { enableCopyButtons } from './copyButtons.js';
import { enablePageFooter } from './pageFooter.js';
import { enableNavMore } from './navMore.js';
import { enableNavToggle } from './navToggle.js';
import { spyOnTocWhenScrolled } from './tocSpyLoader.js';
import { enhanceDemoToolbars, sizeDemoFrames } from './demoToolbar.js';
import { activateIslands, hydrateOnIntent } from './islands.js';
import { watchAdSlots } from './adSlots.js';
import { scheduleAnalytics } from './analyticsLoader.js';
import { enableSearchShortcut } from './searchShortcut.js';
import { registerServiceWorker } from './serviceWorker.js';
import { enableBannerDismiss } from './banner.js';

followColorScheme(document);
applyCodePreferences(document);
enhanceCodeblockTabs(document);
enableCopyButtons(document);
enablePageFooter(document);
enableNavMore(document);
enableNavToggle(document);
spyOnTocWhenScrolled(document);
enhanceDemoToolbars(document);
sizeDemoFrames(document);
activateIslands(document);
hydrateOnIntent(document);
watchAdSlots(document);
scheduleAnalytics(document);
enableSearchShortcut(document);
registerServiceWorker(document);
enableBannerDismiss(document);
