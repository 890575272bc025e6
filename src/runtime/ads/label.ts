import { AD_PLACEMENT, AD_SHAPE } from './constants.js';

/** An ad event's analytics label: `<source>-<placement>-<shape>`, e.g. `in-house-themes-body-top-image`. */
export function adEventLabel(source: string, placement: string = AD_PLACEMENT, shape: string = AD_SHAPE): string {
  return `${source}-${placement}-${shape}`;
}
