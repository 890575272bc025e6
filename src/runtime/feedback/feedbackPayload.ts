import type { PageData } from '../../shared/types.js';
import type { Rating } from './feedbackRating.js';

/** The section a "Post a comment" button belongs to: its heading's id and text. */
export interface CommentedSection {
  id: string;
  title: string;
}

/** What the feedback endpoint receives, as JSON. */
export interface FeedbackPayload {
  /** The page's route, e.g. `/material-ui/react-button/`. */
  page: string;
  rating: Rating | null;
  comment: string;
  /** The product version the page documents (its header's current version); null outside products. */
  version: string | null;
  language: string;
  section?: CommentedSection;
}

export function feedbackPayload(
  page: Pick<PageData, 'route' | 'language' | 'feedback'>,
  answer: { rating: Rating | null; comment: string; section?: CommentedSection | undefined },
): FeedbackPayload {
  return {
    page: page.route,
    rating: answer.rating,
    comment: answer.comment.trim(),
    version: page.feedback?.version ?? null,
    language: page.language,
    ...(answer.section ? { section: answer.section } : {}),
  };
}

/** POSTs the payload; true when the endpoint answered 2xx, false on any failure. */
export async function postFeedback(endpoint: string, payload: FeedbackPayload): Promise<boolean> {
  try {
    const response = await fetch(endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload),
    });
    return response.ok;
  } catch {
    return false;
  }
}
