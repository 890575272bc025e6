import type { PageFeedback } from '../../shared/types.js';
import type { ProductConfig, SiteConfig } from '../config/schema.js';

/**
 * What a page's feedback prompt sends with each rating or comment: the endpoint, and the version
 * the reader sees in the header (the product's current version, else its first) — feedback is
 * about that version of the docs. Undefined when the site collects no feedback.
 */
export function pageFeedback(feedback: SiteConfig['feedback'], product: ProductConfig | undefined, postComment: string): PageFeedback | undefined {
  if (!feedback) return undefined;
  const version = product?.versions.find((candidate) => candidate.current) ?? product?.versions[0];
  return { endpoint: feedback.endpoint, version: version?.text ?? null, postComment };
}
