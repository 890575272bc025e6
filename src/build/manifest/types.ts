import type { ComponentType } from 'react';

export type Plan = 'pro' | 'premium';

/** Flags shown as chips or marks in the side navigation. */
export interface NavFlags {
  newFeature?: boolean;
  beta?: boolean;
  planned?: boolean;
  unstable?: boolean;
  deprecated?: boolean;
  legacy?: boolean;
}

/** A validated manifest item (the MuiPage shape). */
export interface ManifestItem extends NavFlags {
  pathname: string;
  title?: string;
  subheader?: string;
  children?: ManifestItem[];
  plan?: Plan;
  /** An icon component or the name of one. */
  icon?: ComponentType | string;
  linkProps?: Record<string, unknown>;
  inSideNav?: boolean;
  /** Where the item stands in the manifest, e.g. `[1].children[4]`. */
  place: string;
  /** 1-based line of the item in the manifest source when it could be found, else 0. */
  line: number;
}

export interface Manifest {
  /** Path relative to the site root. */
  file: string;
  items: ManifestItem[];
  /** Local files the manifest was built from (for watch mode). */
  inputs: string[];
}
