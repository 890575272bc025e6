/** Share of sessions that report web vitals (0.01 %). */
export const WEB_VITALS_SAMPLING = 0.0001;

/** Whether a click on an element with `data-ga-event-split` is sent: no split, or a draw under it. */
export function clickSampled(split: string | undefined, draw: number): boolean {
  if (split === undefined || split === '') return true;
  const ratio = Number.parseFloat(split);
  if (!Number.isFinite(ratio)) return true;
  return draw < ratio;
}

/** The event a `data-ga-event-*` element sends, or null without a category and action. */
export function clickEvent(data: DOMStringMap): { category: string; action: string; label?: string } | null {
  const { gaEventCategory: category, gaEventAction: action, gaEventLabel: label } = data;
  if (!category || !action) return null;
  return { category, action, ...(label ? { label } : {}) };
}
