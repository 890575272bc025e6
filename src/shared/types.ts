/**
 * The data that crosses from the build to the browser: one definition, used by the server
 * renderer and by the client runtime.
 */

export type Chip = 'new' | 'beta' | 'planned' | 'preview' | 'deprecated' | 'legacy';

/** One item of a product's side navigation, ready to render. */
export interface NavNode {
  title: string;
  /** Page URL (base included) or external URL; undefined for a group that is not a page. */
  href?: string;
  external?: boolean;
  /** A subheader is a non-collapsible heading over its children. */
  subheader?: boolean;
  chips?: Chip[];
  plan?: 'pro' | 'premium';
  /** Server-rendered SVG of the item's icon. */
  iconSvg?: string;
  /** Where a collapsed group leads without JavaScript: its first page. */
  firstHref?: string;
  children?: NavNode[];
}

export interface VersionLink {
  text: string;
  href?: string;
  current?: boolean;
}

export interface ProductSummary {
  id: string;
  name: string;
  /** URL of the product's first page. */
  href?: string;
  /** Inline SVG markup or an image URL. */
  logo?: string;
}

/** Labels the runtime's entry needs before any island loads (the rest is in the island chunks). */
export interface RuntimeLabels {
  copy: string;
  copied: string;
  copySource: string;
  showCode: string;
  hideCode: string;
}

/** What every page tells the runtime, serialised as JSON in `<script id="docsgen-data">`. */
export interface PageData {
  route: string;
  base: string;
  productId: string | null;
  productCategoryId: string | null;
  language: 'en';
  labels: RuntimeLabels;
  /** Set when the site configures analytics (the runtime then loads its analytics module). */
  analytics?: { measurementId: string; tagUrl: string };
  /** Set when the site collects feedback (config `feedback`): the page then has its prompt. */
  feedback?: PageFeedback;
}

/** What the feedback prompt of a page sends, and the label of the per-section comment buttons. */
export interface PageFeedback {
  endpoint: string;
  /** The current version of the page's product; null outside any product. */
  version: string | null;
  postComment: string;
}

export type Dictionary = { [key: string]: string | Dictionary };
