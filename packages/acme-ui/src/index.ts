export { Crate } from './Crate.js';
export type { CrateProps } from './Crate.js';
export { PalletCrate } from './PalletCrate.js';
export type { PalletCrateProps } from './PalletCrate.js';
export { SignalLight } from './SignalLight.js';
export type { SignalLightProps } from './SignalLight.js';
