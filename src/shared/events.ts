/** Custom events between parts of the runtime (the entry and the islands), on `document`. */

/** The code variant or styling preference changed (detail: nothing; read <html> data attributes). */
export const CODE_PREFERENCES_EVENT = 'docsgen:code-preferences';

/** The reader chose another styling for demos (detail: the CodeStyling). */
export const CODE_STYLING_EVENT = 'docsgen:code-styling';

/** Analytics events of the runtime's own parts (keyboard copies), on `document`. */
export const ANALYTICS_EVENT = 'docsgen:analytics';

export interface AnalyticsDetail {
  category: string;
  action: string;
  label?: string;
}

/** The reader changed a setting of the settings drawer (density, spacing, direction, colours; detail: nothing). */
export const SETTINGS_EVENT = 'docsgen:settings';
