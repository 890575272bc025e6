import { createTranslator } from '../i18n/translate.js';
import { siteData } from '../siteData.js';

/** Labels for islands, from the site's dictionary (baked into the bundle). */
const translate = createTranslator({ en: siteData.dictionary }, 'en');

export const t = (key: string): string => translate(key) ?? key;
