import { useEffect, useRef, useState, useSyncExternalStore, type FormEvent, type KeyboardEvent, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { CacheProvider } from '@emotion/react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { siteData } from '../siteData.js';
import { DocsThemeProvider, useThemeState } from '../theme/ThemeContext.js';
import { pageData } from '../page/pageData.js';
import { feedbackPayload, postFeedback, type CommentedSection } from '../feedback/feedbackPayload.js';
import { isRating, rememberRating, rememberedRating, showRating, type Rating } from '../feedback/feedbackRating.js';
import { headingTitle } from '../feedback/feedbackPrompt.js';
import { useEmotionCache, whenCacheReady } from './emotionCaches.js';
import { pageThemeStore } from './pageThemeStore.js';
import { t } from './labels.js';
import { FEEDBACK_DATA } from '../../shared/dom.js';

export const SNACKBAR_MS = 3000;

/** What opened the comment form: a rating button, or a heading's "Post a comment". */
type Request = { opener: HTMLElement } & ({ rating: Rating; section?: undefined } | { rating?: undefined; section: CommentedSection });

let request: Request | undefined;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};
const setRequest = (next: Request | undefined) => {
  request = next;
  listeners.forEach((listener) => listener());
};

const isSubmitShortcut = (event: KeyboardEvent) => event.key === 'Enter' && (event.ctrlKey || event.metaKey);

function FeedbackForm() {
  const current = useSyncExternalStore(subscribe, () => request);
  const [comment, setComment] = useState('');
  const [sending, setSending] = useState(false);
  const [notice, setNotice] = useState<{ message: string; key: number } | undefined>();
  const [noticeOpen, setNoticeOpen] = useState(false);
  const field = useRef<HTMLTextAreaElement>(null);
  const page = pageData();

  // Each opening (another rating, another section) puts the caret in the comment.
  useEffect(() => {
    if (current) field.current?.focus();
  }, [current]);

  const close = (focus: HTMLElement | undefined) => {
    setRequest(undefined);
    setComment('');
    focus?.focus();
  };

  const cancel = () => {
    // The pressed rating goes back to the one sent before (if any).
    showRating(document, rememberedRating(page));
    close(current?.opener);
  };

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (!current || sending || !page.feedback) return;
    if (current.section && comment.trim() === '') return;
    const rating = current.rating ?? rememberedRating(page);
    setSending(true);
    const sent = await postFeedback(page.feedback.endpoint, feedbackPayload(page, { rating, comment, section: current.section }));
    setSending(false);
    setNotice({ message: t(sent ? 'feedback.success' : 'feedback.failure'), key: Date.now() });
    setNoticeOpen(true);
    // A failure keeps the form and its comment, for another try.
    if (!sent) return;
    if (current.rating) rememberRating(page, current.rating);
    close(current.opener);
  };

  const label = current?.section ? t('feedback.sectionComment') : t(current?.rating === 'no' ? 'feedback.commentNegative' : 'feedback.commentPositive');

  return (
    <>
      {current ? (
        <Box component="form" onSubmit={submit} sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, mt: 1.5, maxWidth: 560 }}>
          {current.section ? (
            <Typography variant="body2" color="text.secondary">
              {t('feedback.commentOnSection')}: <strong>{current.section.title}</strong>
            </Typography>
          ) : null}
          <TextField
            inputRef={field}
            label={label}
            multiline
            minRows={3}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
            onKeyDown={(event) => {
              if (isSubmitShortcut(event)) void submit();
              else if (event.key === 'Escape') cancel();
            }}
            slotProps={{ htmlInput: { 'aria-keyshortcuts': 'Control+Enter Meta+Enter' } }}
          />
          <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end' }}>
            <Button type="button" onClick={cancel}>
              {t('feedback.cancel')}
            </Button>
            <Button type="submit" variant="contained" disabled={sending || (current.section !== undefined && comment.trim() === '')}>
              {t('feedback.submit')}
            </Button>
          </Box>
        </Box>
      ) : null}
      <Snackbar
        key={notice?.key}
        open={noticeOpen}
        message={notice?.message}
        autoHideDuration={SNACKBAR_MS}
        onClose={(_, reason) => {
          // A click elsewhere (the next thing the reader does) does not cut the message short.
          if (reason !== 'clickaway') setNoticeOpen(false);
        }}
      />
    </>
  );
}

function DirectionalCache({ children }: { children: ReactNode }) {
  const { direction } = useThemeState();
  return <CacheProvider value={useEmotionCache(direction)}>{children}</CacheProvider>;
}

let mounted = false;

/** The form's React root, made on first use at the end of the page's prompt. */
function ensureRoot(prompt: HTMLElement): void {
  if (mounted) return;
  mounted = true;
  const container = document.createElement('div');
  container.className = 'docsgen-feedback-form';
  prompt.after(container);
  const render = () =>
    createRoot(container, { identifierPrefix: 'docsgen-feedback-' }).render(
      <DocsThemeProvider store={pageThemeStore} options={siteData.theme}>
        <DirectionalCache>
          <FeedbackForm />
        </DirectionalCache>
      </DocsThemeProvider>,
    );
  whenCacheReady(pageThemeStore.getState().direction, render);
}

/** A rating button or a heading's "Post a comment" was clicked: the comment form opens for it. */
export function activate(element: HTMLElement): void {
  const prompt = document.querySelector<HTMLElement>(`[${FEEDBACK_DATA.prompt.name}]`);
  if (!prompt) return;
  ensureRoot(prompt);
  const rating = element.dataset[FEEDBACK_DATA.rating.key];
  const sectionId = element.dataset[FEEDBACK_DATA.section.key];
  if (isRating(rating)) {
    setRequest({ opener: element, rating });
  } else if (sectionId) {
    const heading = document.getElementById(sectionId);
    // Back to the remembered rating: a section comment sends that one, not a pressed but unsent one.
    showRating(document, rememberedRating(pageData()));
    setRequest({ opener: element, section: { id: sectionId, title: heading ? headingTitle(heading) : sectionId } });
  }
}
