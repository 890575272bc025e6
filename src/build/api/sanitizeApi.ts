import { packageText } from './packageText.js';
import type { ComponentApi } from './types.js';

/**
 * A component's API with every text its JSDoc gave made safe (`packageText`): the descriptions of
 * its props, classes and slots, and its props' `@deprecated` messages. Names, types and defaults
 * are shown as code and stay as written. A new JSDoc text in `ComponentApi` must be added here.
 */
export function sanitizeApi(api: ComponentApi): ComponentApi {
  const props = Object.fromEntries(
    Object.entries(api.props).map(([name, prop]) => [
      name,
      { ...prop, description: packageText(prop.description), ...(prop.deprecated !== undefined ? { deprecated: packageText(prop.deprecated) } : {}) },
    ]),
  );
  return {
    ...api,
    props,
    classes: api.classes.map((entry) => ({ ...entry, description: packageText(entry.description) })),
    ...(api.slots ? { slots: api.slots.map((slot) => ({ ...slot, description: packageText(slot.description) })) } : {}),
  };
}
