import { describe, expect, it } from 'vitest';
import { feedbackPayload } from '../../../../src/runtime/feedback/feedbackPayload.js';
import { ratingStorageKey } from '../../../../src/runtime/feedback/feedbackRating.js';

const page = {
  route: '/material-ui/guides/theming/',
  language: 'en' as const,
  feedback: { endpoint: '/feedback', version: 'v6.0.0-beta.6', postComment: 'Post a comment' },
};

describe('feedbackPayload', () => {
  it('sends page, rating, trimmed comment, version and language', () => {
    expect(feedbackPayload(page, { rating: 'yes', comment: '  Clear and short. \n' })).toEqual({
      page: '/material-ui/guides/theming/',
      rating: 'yes',
      comment: 'Clear and short.',
      version: 'v6.0.0-beta.6',
      language: 'en',
    });
  });

  it('names the section of a heading comment, with the rating given before or null', () => {
    const payload = feedbackPayload(page, { rating: null, comment: 'Add an example', section: { id: 'palette', title: 'Palette' } });
    expect(payload).toEqual({
      page: '/material-ui/guides/theming/',
      rating: null,
      comment: 'Add an example',
      version: 'v6.0.0-beta.6',
      language: 'en',
      section: { id: 'palette', title: 'Palette' },
    });
  });

  it('sends a null version when the page belongs to no product', () => {
    expect(feedbackPayload({ ...page, feedback: { ...page.feedback, version: null } }, { rating: 'no', comment: '' }).version).toBeNull();
  });
});

describe('ratingStorageKey', () => {
  it('is the page path, with the base, so two sites on one host keep their own ratings', () => {
    expect(ratingStorageKey({ base: '/', route: '/a/' })).toBe('docsgen-feedback:/a/');
    expect(ratingStorageKey({ base: '/docs/', route: '/a/' })).toBe('docsgen-feedback:/docs/a/');
  });
});
