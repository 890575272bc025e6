import { Crate, type CrateProps } from './Crate.js';

export interface PalletCrateProps extends CrateProps {
  /**
   * How many pallets the crate takes up in the truck.
   * @default 1
   */
  pallets?: number;
}

/** A crate loaded on pallets: a Crate that also shows how much room it takes. */
export function PalletCrate({ pallets = 1, ...crate }: PalletCrateProps) {
  return <Crate weight={`${pallets} pallet${pallets === 1 ? '' : 's'}`} {...crate} />;
}
