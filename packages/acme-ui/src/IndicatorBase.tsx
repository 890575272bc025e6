/**
 * What every indicator of Acme UI accepts. IndicatorBase is internal (the package does not export
 * it): its props are listed on the page of each component built on it.
 */
export interface IndicatorBaseProps {
  /** Read aloud instead of the colour, for readers who cannot see it. */
  label: string;
  /**
   * Blinks to draw the eye, for states that need action.
   * @default false
   */
  blinking?: boolean;
}

/** The accessible, optionally blinking shape every indicator draws. */
export function IndicatorBase({ label, blinking = false, className }: IndicatorBaseProps & { className: string }) {
  return <span className={className} data-blinking={blinking} role="img" aria-label={label} />;
}
