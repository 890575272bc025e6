/**
 * The browser runtime's entry: small and eager. Everything interactive is wired through
 * delegated listeners here; heavier islands will load as separate chunks on first use.
 */
import { enhanceCodeblockTabs } from './codeblockTabs.js';

enhanceCodeblockTabs(document);
