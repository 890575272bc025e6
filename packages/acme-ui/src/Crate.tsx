import type { ReactNode } from 'react';

export interface CrateProps {
  /** The crate's heading: the shipment's reference. */
  label: string;
  /** Printed in the crate's corner, the way it would be stencilled on a real box. */
  weight?: string;
  /**
   * How the crate's contents are spaced.
   * @default 'comfortable'
   */
  spacing?: 'compact' | 'comfortable';
  /** Halves the gap between stacked crates, for small screens. */
  dense?: boolean;
  /** What the crate holds: its status and the actions on it. */
  children?: ReactNode;
  /**
   * Called when the crate is opened.
   * @param label The crate's label.
   */
  onOpen?: (label: string) => void;
}

/** A labelled container that groups the controls and details of one shipment. */
export function Crate({ label, weight, spacing = 'comfortable', dense = false, children, onOpen }: CrateProps) {
  return (
    <section className="AcmeCrate-root" data-spacing={spacing} data-dense={dense} onClick={() => onOpen?.(label)}>
      <h3 className="AcmeCrate-label">{label}</h3>
      {weight ? <span className="AcmeCrate-weight">{weight}</span> : null}
      {children}
    </section>
  );
}
