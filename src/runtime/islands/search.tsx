import { Fragment, useEffect, useId, useMemo, useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { CloseRounded, SearchRounded, SubdirectoryArrowRightRounded } from '../components/icons.js';
import { pageData } from '../page/pageData.js';
import { useThemeState } from '../theme/ThemeContext.js';
import { t } from './labels.js';
import { registerOverlay, toggleOverlay, type OverlayProps } from './overlayHost.js';
import { loadSiteSearch, type SiteSearch } from './searchClient.js';
import { flatHits, groupResults, type SearchGroup } from './searchResults.js';
import { COLOR_SCHEME_ATTRIBUTE } from '../../shared/colorScheme.js';
import { spaceCjkWords, type ExcerptPart } from '../../shared/searchText.js';

function Highlighted({ parts }: { parts: ExcerptPart[] }) {
  return parts.map((part, index) => (part.mark ? <mark key={index}>{part.text}</mark> : <Fragment key={index}>{part.text}</Fragment>));
}

const kbdSx = {
  px: 0.5,
  mx: 0.5,
  border: 1,
  borderColor: 'divider',
  borderRadius: 0.5,
  fontFamily: 'inherit',
  fontSize: 11,
} as const;

// The input and the close button are the elements themselves, drawn as MUI's InputBase and small
// IconButton draw them (dense mode included): the dialog's code is then ~9 KB gzip lighter (no InputBase, ButtonBase,
// ripple), a part of the 150 KB gzip it may fetch when first opened (test/e2e/page-weight.test.ts).
const inputSx = {
  flex: 1,
  minWidth: 0,
  height: '1.4375em',
  boxSizing: 'content-box',
  p: '4px 0 5px',
  border: 0,
  outline: 0,
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  fontSize: 18,
  letterSpacing: 'inherit',
  '&::placeholder': { color: 'currentColor', opacity: 0.42 },
  [`[${COLOR_SCHEME_ATTRIBUTE}="dark"] &::placeholder`]: { opacity: 0.5 },
  '&::-webkit-search-cancel-button': { display: 'none' },
} as const;

const closeSx = {
  display: 'inline-flex',
  flex: 'none',
  p: '5px',
  border: 0,
  borderRadius: '50%',
  bgcolor: 'transparent',
  color: 'action.active',
  cursor: 'pointer',
  '&:hover': { bgcolor: 'action.hover' },
  '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
} as const;

/** The answer to one query: its text, and the groups (empty when nothing was found). */
interface Answer {
  query: string;
  groups: SearchGroup[];
}

/**
 * The search dialog: a combobox whose listbox holds the results grouped by product. Focus stays
 * in the input; ArrowUp / ArrowDown move the active result (aria-activedescendant), Enter opens
 * it, Escape closes the dialog.
 */
function SearchDialog({ open, onClose }: OverlayProps<undefined>) {
  const [query, setQuery] = useState('');
  const [site, setSite] = useState<SiteSearch>();
  const [failed, setFailed] = useState(false);
  const [answer, setAnswer] = useState<Answer>({ query: '', groups: [] });
  const [active, setActive] = useState(0);
  const listRef = useRef<HTMLDivElement>(null);
  const id = useId();
  const listboxId = `${id}-results`;
  // A phone gets the whole screen: the results have room under the on-screen keyboard.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  // Dense mode: the input's small size, as the theme gives InputBase (denseComponents.ts).
  const { dense } = useThemeState();

  useEffect(() => {
    if (!open || site) return;
    let live = true;
    setFailed(false);
    loadSiteSearch(pageData().base).then(
      (loaded) => live && setSite(loaded),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [open, site]);

  const text = query.trim();
  useEffect(() => {
    if (!site) return;
    if (!text) {
      setAnswer({ query: '', groups: [] });
      return;
    }
    // A slower answer to an earlier query never replaces the answer to a later one.
    let live = true;
    site.search(text).then(
      (results) => {
        if (!live) return;
        setAnswer({ query: text, groups: groupResults(results, spaceCjkWords(text)) });
        setActive(0);
      },
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [site, text]);

  const hits = useMemo(() => flatHits(answer.groups), [answer]);
  const activeHit = hits[Math.min(active, hits.length - 1)];
  const optionId = (hitId: string) => `${id}-${hitId}`;

  useEffect(() => {
    if (!activeHit) return;
    listRef.current?.querySelector(`[id="${CSS.escape(optionId(activeHit.id))}"]`)?.scrollIntoView({ block: 'nearest' });
  });

  const openHit = (url: string) => {
    onClose();
    window.location.assign(url);
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (hits.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (Math.min(current, hits.length - 1) + step + hits.length) % hits.length);
    } else if (event.key === 'Enter' && activeHit && !event.nativeEvent.isComposing) {
      event.preventDefault();
      openHit(activeHit.url);
    }
  };

  const noResults = !failed && text !== '' && answer.query === text && hits.length === 0;
  const status = failed ? t('search.unavailable') : noResults ? `${t('search.noResults')} “${text}”` : '';
  let index = -1;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      fullScreen={phone}
      maxWidth="sm"
      sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}
      slotProps={{ paper: { 'aria-label': t('appFrame.search'), sx: phone ? {} : { mt: '10vh', maxHeight: '80vh' } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}>
        <SearchRounded color="primary" />
        <Box
          component="input"
          autoFocus
          value={query}
          onChange={(event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('search.placeholder')}
          role="combobox"
          type="search"
          aria-label={t('appFrame.search')}
          aria-autocomplete="list"
          aria-expanded={hits.length > 0}
          aria-controls={listboxId}
          {...(activeHit ? { 'aria-activedescendant': optionId(activeHit.id) } : {})}
          autoComplete="off"
          spellCheck={false}
          sx={dense ? { ...inputSx, pt: '1px' } : inputSx}
        />
        <Box component="button" type="button" onClick={onClose} aria-label={t('search.close')} sx={closeSx}>
          <CloseRounded fontSize="small" />
        </Box>
      </Box>
      <Box
        ref={listRef}
        id={listboxId}
        role="listbox"
        aria-label={t('search.results')}
        sx={{
          overflowY: 'auto',
          px: 1,
          '& mark': { bgcolor: 'transparent', color: 'var(--docsgen-link)', fontWeight: 600 },
        }}
      >
        {answer.groups.map((group, groupIndex) => (
          <Box key={group.name} role="group" aria-labelledby={`${id}-group-${groupIndex}`} sx={{ py: 0.5 }}>
            <Box
              id={`${id}-group-${groupIndex}`}
              role="presentation"
              sx={{ px: 1.5, pt: 1, pb: 0.5, fontSize: 12, fontWeight: 700, letterSpacing: '0.04em', textTransform: 'uppercase', color: 'text.secondary' }}
            >
              {group.name}
            </Box>
            {group.hits.map((hit) => {
              index++;
              const position = index;
              const selected = hit === activeHit;
              return (
                <Box
                  key={hit.id}
                  component="a"
                  id={optionId(hit.id)}
                  href={hit.url}
                  role="option"
                  aria-selected={selected}
                  tabIndex={-1}
                  onMouseMove={() => position !== active && setActive(position)}
                  onClick={onClose}
                  sx={{
                    display: 'flex',
                    gap: 1,
                    px: 1.5,
                    py: 1,
                    pl: hit.section ? 3 : 1.5,
                    borderRadius: 1,
                    color: 'text.primary',
                    textDecoration: 'none',
                    bgcolor: selected ? 'action.selected' : 'transparent',
                  }}
                >
                  {hit.section ? <SubdirectoryArrowRightRounded fontSize="small" sx={{ color: 'text.secondary', mt: 0.25 }} /> : null}
                  <Box sx={{ minWidth: 0 }}>
                    <Box component="span" sx={{ display: 'block', fontWeight: hit.section ? 500 : 600 }}>
                      <Highlighted parts={hit.title} />
                    </Box>
                    {hit.excerpt.length > 0 ? (
                      <Box
                        component="span"
                        sx={{
                          display: '-webkit-box',
                          WebkitLineClamp: 2,
                          WebkitBoxOrient: 'vertical',
                          overflow: 'hidden',
                          fontSize: 14,
                          color: 'text.secondary',
                        }}
                      >
                        <Highlighted parts={hit.excerpt} />
                      </Box>
                    ) : null}
                  </Box>
                </Box>
              );
            })}
          </Box>
        ))}
      </Box>
      <Box role="status" sx={{ px: 3, py: status ? 3 : 0, color: 'text.secondary', textAlign: 'center' }}>
        {status}
      </Box>
      <Box
        aria-hidden
        sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end', px: 2, py: 1, borderTop: 1, borderColor: 'divider', fontSize: 12, color: 'text.secondary' }}
      >
        <span>
          <Box component="kbd" sx={kbdSx}>
            ↵
          </Box>
          {t('search.select')}
        </span>
        <span>
          <Box component="kbd" sx={kbdSx}>
            ↑
          </Box>
          <Box component="kbd" sx={kbdSx}>
            ↓
          </Box>
          {t('search.navigate')}
        </span>
        <span>
          <Box component="kbd" sx={kbdSx}>
            esc
          </Box>
          {t('search.closeHint')}
        </span>
      </Box>
    </Dialog>
  );
}

registerOverlay('search', SearchDialog);

/** The header's "Search" button (also clicked by the Ctrl+K / ⌘K shortcut). */
export function activate(): void {
  toggleOverlay('search', undefined);
}
