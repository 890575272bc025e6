import { storeCodeStyling, storeCodeVariant, type CodeStyling, type CodeVariant } from '../preferences/codePreferences.js';
import { CODE_PREFERENCES_EVENT, CODE_STYLING_EVENT } from '../../shared/events.js';
import { pageData } from '../page/pageData.js';
import { COPIED_MS, copyText } from './copyButtons.js';
import { DEMO_CLASS, DEMO_DATA } from '../../shared/demoBlock.js';

interface SourceChoice {
  element: HTMLElement;
  variant: string;
  styling: string;
}

/** The source that best matches the preferences: exact, else same styling, else same variant. */
function bestSource(sources: SourceChoice[], variant: string, styling: string): SourceChoice | undefined {
  return (
    sources.find((source) => source.variant === variant && source.styling === styling) ??
    sources.find((source) => source.styling === styling) ??
    sources.find((source) => source.variant === variant && source.styling === 'MUI System') ??
    sources.find((source) => source.variant === variant) ??
    sources[0]
  );
}

/** Shows each demo's source in the reader's code variant and styling, and marks the toolbar buttons. */
export function applyDemoSources(doc: Document): void {
  const variant = doc.documentElement.dataset.codeVariant ?? 'TS';
  const styling = doc.documentElement.dataset.codeStyling ?? 'MUI System';
  for (const demo of doc.querySelectorAll<HTMLElement>(`.${DEMO_CLASS.block}`)) {
    const sources = [...demo.querySelectorAll<HTMLElement>(`.${DEMO_CLASS.source}`)].map((element) => ({
      element,
      variant: element.dataset[DEMO_DATA.variant.key] ?? '',
      styling: element.dataset[DEMO_DATA.styling.key] ?? '',
    }));
    const chosen = bestSource(sources, variant, styling);
    for (const source of sources) source.element.hidden = source !== chosen;
    for (const button of demo.querySelectorAll<HTMLElement>(`[${DEMO_DATA.demoVariant.name}]`)) {
      button.setAttribute('aria-pressed', String(button.dataset[DEMO_DATA.demoVariant.key] === chosen?.variant));
    }
    for (const button of demo.querySelectorAll<HTMLElement>(`[${DEMO_DATA.demoStyling.name}]`)) {
      button.setAttribute('aria-pressed', String(button.dataset[DEMO_DATA.demoStyling.key] === chosen?.styling));
    }
  }
}

function toggleCode(demo: HTMLElement, button: HTMLElement): void {
  const open = !demo.hasAttribute(DEMO_DATA.codeOpen.name);
  demo.toggleAttribute(DEMO_DATA.codeOpen.name, open);
  button.setAttribute('aria-expanded', String(open));
  const { showCode, hideCode } = pageData().labels;
  button.textContent = open ? hideCode : showCode;
}

/**
 * Demo toolbars, through one delegated listener: "Show code" / "Hide code", the actions of
 * demoTools/ (loaded on first use), and the JS/TS and styling choices, which are global — every demo of the page follows, and the choice is kept.
 */
export function enhanceDemoToolbars(doc: Document): void {
  applyDemoSources(doc);
  doc.addEventListener(CODE_PREFERENCES_EVENT, () => applyDemoSources(doc));
  doc.addEventListener('click', (event) => {
    const button = (event.target as Element | null)?.closest?.<HTMLElement>(`.${DEMO_CLASS.toolbar} button`);
    const demo = button?.closest<HTMLElement>(`.${DEMO_CLASS.block}`);
    if (!button || !demo) return;
    const { demoAction, demoVariant, demoStyling } = button.dataset;
    if (demoAction === 'toggle-code') {
      toggleCode(demo, button);
    } else if (demoAction) {
      // Sandboxes, reset, link, live editing: their code loads on the first use of one.
      const context = { copyText, copied: pageData().labels.copied, copiedMs: COPIED_MS };
      void import('../demoTools/demoActions.js').then((actions) => actions.runDemoAction(demoAction, demo, button, context));
    } else if (demoVariant) {
      doc.documentElement.dataset.codeVariant = demoVariant;
      storeCodeVariant(demoVariant as CodeVariant);
      applyDemoSources(doc);
    } else if (demoStyling) {
      doc.documentElement.dataset.codeStyling = demoStyling;
      storeCodeStyling(demoStyling as CodeStyling);
      applyDemoSources(doc);
      doc.dispatchEvent(new CustomEvent(CODE_STYLING_EVENT, { detail: demoStyling }));
    }
  });
}

/** Iframe demos without a set height take the height of their content once loaded. */
export function sizeDemoFrames(doc: Document): void {
  for (const frame of doc.querySelectorAll<HTMLIFrameElement>(`iframe.${DEMO_CLASS.frame}[${DEMO_DATA.autosize.name}]`)) {
    const fit = () => {
      const height = frame.contentDocument?.documentElement.scrollHeight;
      if (height) frame.style.height = `${height}px`;
    };
    if (frame.contentDocument?.readyState === 'complete') fit();
    frame.addEventListener('load', fit);
  }
}
