export { Crate } from './Crate.js';
export type { CrateProps } from './Crate.js';
