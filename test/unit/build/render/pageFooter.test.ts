import { describe, expect, it } from 'vitest';
import { editPageUrl, pageFooterHtml } from '../../../../src/build/render/pageFooter.js';
import type { PageFooterLabels } from '../../../../src/build/util/labels.js';
import { pageFeedback } from '../../../../src/build/render/feedback.js';

const labels: PageFooterLabels = {
  question: 'Was this page helpful?',
  yes: 'Yes',
  no: 'No',
  postComment: 'Post a comment',
  editThisPage: 'Edit this page',
  lastUpdated: 'Last updated',
  backToTop: 'Back to top',
};

describe('editPageUrl', () => {
  it('appends the source path relative to the site root to the prefix', () => {
    expect(editPageUrl('https://github.com/org/repo/edit/main/docs/', 'content/material-ui/react-button.md')).toBe(
      'https://github.com/org/repo/edit/main/docs/content/material-ui/react-button.md',
    );
  });

  it('puts one slash between a prefix without one and the path', () => {
    expect(editPageUrl('https://example.com/edit', 'content/a.md')).toBe('https://example.com/edit/content/a.md');
  });

  it('percent-encodes each segment but keeps the slashes', () => {
    expect(editPageUrl('https://example.com/', 'content/guides/draft page#1?.md')).toBe('https://example.com/content/guides/draft%20page%231%3F.md');
  });
});

describe('pageFooterHtml', () => {
  it('renders the prompt with unpressed Yes / No island buttons when feedback is on', () => {
    const html = pageFooterHtml({ feedback: true, labels });
    expect(html).toContain('<p class="docsgen-feedback-question" id="docsgen-feedback-question">Was this page helpful?</p>');
    expect(html).toContain('data-island="feedback" data-feedback-rating="yes" aria-pressed="false">Yes</button>');
    expect(html).toContain('data-island="feedback" data-feedback-rating="no" aria-pressed="false">No</button>');
  });

  it('renders no prompt when feedback is off, but still the way back to the top', () => {
    const html = pageFooterHtml({ feedback: false, labels });
    expect(html).not.toContain('feedback');
    expect(html).toBe('<div class="docsgen-page-meta"><a class="docsgen-back-to-top" href="#main-content">Back to top</a></div>');
  });

  it('renders the edit link and the last updated date (escaped, deterministic)', () => {
    const html = pageFooterHtml({ feedback: false, editUrl: 'https://example.com/?a=1&b=2', lastUpdated: new Date('2024-01-02T03:04:05Z'), labels });
    expect(html).toContain('<a class="docsgen-edit-link" href="https://example.com/?a=1&amp;b=2">Edit this page</a>');
    expect(html).toContain('<p class="docsgen-last-updated">Last updated <time datetime="2024-01-02T03:04:05.000Z">Jan 2, 2024</time></p>');
  });
});

describe('pageFeedback', () => {
  const product = {
    id: 'material-ui',
    name: 'Material UI',
    manifest: 'pages.json',
    versions: [
      { text: 'v5.15.0', href: 'https://v5.example.com/' },
      { text: 'v6.0.0-beta.6', current: true },
    ],
  };

  it("sends the product's current version", () => {
    expect(pageFeedback({ endpoint: '/feedback' }, product, 'Post a comment')).toEqual({
      endpoint: '/feedback',
      version: 'v6.0.0-beta.6',
      postComment: 'Post a comment',
    });
  });

  it('falls back to the first version, and to null outside any product', () => {
    expect(pageFeedback({ endpoint: '/f' }, { ...product, versions: [{ text: 'v1' }, { text: 'v0' }] }, 'P')?.version).toBe('v1');
    expect(pageFeedback({ endpoint: '/f' }, undefined, 'P')?.version).toBeNull();
  });

  it('is undefined when the site collects no feedback', () => {
    expect(pageFeedback(false, product, 'P')).toBeUndefined();
  });
});
