import { IndicatorBase, type IndicatorBaseProps } from './IndicatorBase.js';

export interface SignalLightProps extends IndicatorBaseProps {
  /**
   * The state the light shows: green, amber or red.
   * @default 'go'
   */
  state?: 'go' | 'wait' | 'stop';
}

/** A coloured light that shows where a shipment stands, with its state spelled out for assistive technology. */
export function SignalLight({ state = 'go', ...indicator }: SignalLightProps) {
  return <IndicatorBase className={`AcmeSignalLight-root AcmeSignalLight-${state}`} {...indicator} />;
}
