import { packageText } from './packageText.js';
import type { ComponentApi, HookApi, PropApi } from './types.js';

/**
 * A component's API with every text its JSDoc gave made safe (`packageText`): the descriptions of
 * its props, classes and slots, and its props' `@deprecated` messages. Names, types and defaults
 * are shown as code and stay as written. A new JSDoc text in `ComponentApi` must be added here.
 */
const sanitizeRows = (rows: Record<string, PropApi>): Record<string, PropApi> =>
  Object.fromEntries(
    Object.entries(rows).map(([name, prop]) => [
      name,
      { ...prop, description: packageText(prop.description), ...(prop.deprecated !== undefined ? { deprecated: packageText(prop.deprecated) } : {}) },
    ]),
  );

export function sanitizeApi(api: ComponentApi): ComponentApi {
  return {
    ...api,
    props: sanitizeRows(api.props),
    classes: api.classes.map((entry) => ({ ...entry, description: packageText(entry.description) })),
    ...(api.slots ? { slots: api.slots.map((slot) => ({ ...slot, description: packageText(slot.description) })) } : {}),
  };
}

/** A hook's API with the texts of its parameters and return value made safe, as `sanitizeApi` does a component's. */
export function sanitizeHook(api: HookApi): HookApi {
  return { ...api, parameters: sanitizeRows(api.parameters), returnValue: sanitizeRows(api.returnValue) };
}

export const sanitizeHooks = (hooks: readonly HookApi[]): HookApi[] => hooks.map(sanitizeHook);
