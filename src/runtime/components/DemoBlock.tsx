import type { CodeStyling, CodeVariant } from '../preferences/codePreferences.js';
import type { DemoStyleFiles } from '../demoTools/sandboxProject.js';
import { DEMO_CLASS, DEMO_DATA } from '../../shared/demoBlock.js';
import { dataAttributes } from '../../shared/dom.js';
import { DemoActionIcon, type DemoActionIconName } from './icons.js';

export interface DemoBlockSource {
  variant: CodeVariant;
  styling: CodeStyling;
  /** Highlighted `<pre>` markup. */
  html: string;
}

export interface DemoBlockOptions {
  bg?: boolean | string;
  hideToolbar?: boolean;
  defaultCodeOpen?: boolean;
  /** Shown in an iframe: a document of its own (global styles, media queries) */
  iframe?: boolean;
  maxWidth?: number | string;
  height?: number | string;
}

/** The words of a demo's toolbar (from the site's dictionary). */
export interface DemoBlockLabels {
  showCode: string;
  hideCode: string;
  codeLanguage: string;
  codeStyling: string;
  toolbar: string;
  stylings: Record<CodeStyling, string>;
  edit: string;
  editor: string;
  openCodeSandbox: string;
  openStackBlitz: string;
  copyLink: string;
  resetDemo: string;
  viewSource: string;
}

export interface DemoBlockProps {
  id: string;
  /** The block's element id, `demo-<name>` (unique on its page): "Copy link to this demo" links to it. */
  anchor: string;
  /** The packages a project made from the demo needs, at the versions the build used (JSON, for the sandboxes). */
  dependencies: Record<string, string>;
  /** The local stylesheets the demo imports (JSON, for the sandboxes: files of their project). */
  styleFiles?: DemoStyleFiles;
  /** The class maps of the CSS modules the demo imports, by the specifier it imports them with (JSON, for live editing). */
  cssModules?: Record<string, Record<string, string>>;
  /** "View source": the demo's file under config `editUrl`, when set. */
  sourceHref?: string;
  /** React `identifierPrefix` the demo was rendered with (hydration must use the same). */
  idPrefix: string;
  /** The demo provider that wraps it (config `demoProvider`, relative to the site root): the browser wraps it in the same. */
  provider?: string;
  /**
   * What the server rendered depends on the reader's settings (a provider's props, MUI 5's mode):
   * `data-follows-settings`, hydrated without waiting for the reader when they are not the defaults.
   */
  followsSettings?: boolean;
  /** Server-rendered markup of the live component (hydrated in the browser). */
  previewHtml: string;
  /**
   * The server could not render it (it threw, e.g. reading `window`): its root is empty
   * (`previewHtml` is ''), and the browser renders it at load (`data-hydrate="client"`) instead of hydrating.
   */
  clientOnly?: boolean;
  /** For an iframe demo: the whole document of the frame, with the component inside. */
  frameDocument?: string;
  /** The styling rendered live. */
  styling: CodeStyling;
  sources: DemoBlockSource[];
  /** Highlighted excerpt shown while the full code is collapsed (TypeScript's when there are two). */
  excerptHtml?: string;
  /** JavaScript's excerpt, when it differs from `excerptHtml`: each shows in its variant (templates/demos.css). */
  excerptHtmlJs?: string;
  options: DemoBlockOptions;
  labels: DemoBlockLabels;
}

/** An icon button of the toolbar: its label is its accessible name and its tooltip (templates/demos.css). */
function ActionButton({ action, icon, label }: { action: string; icon: DemoActionIconName; label: string }) {
  return (
    <button
      type="button"
      className={DEMO_CLASS.action}
      {...dataAttributes(DEMO_DATA, { demoAction: action })}
      aria-label={label}
      {...dataAttributes(DEMO_DATA, { tooltip: label })}
    >
      <DemoActionIcon name={icon} />
    </button>
  );
}

const STYLING_ORDER: CodeStyling[] = ['MUI System', 'Tailwind', 'CSS'];

/** The frames MUI's docs put around a demo (its `bg` option), each a class of templates/demos.css. */
export type DemoBackground = 'outlined' | 'filled' | 'inline' | 'playground' | 'gradient';
const NAMED_BACKGROUNDS = new Set<string>(['outlined', 'inline', 'playground', 'gradient']);

/**
 * As MUI's docs read `bg`: outlined when absent (or a name they do not know), a filled background
 * for `true` and for every demo in an iframe, none for `false`.
 */
export function demoBackground(options: Pick<DemoBlockOptions, 'bg' | 'iframe'>): DemoBackground {
  if (options.iframe || options.bg === true) return 'filled';
  if (options.bg === false) return 'inline';
  return typeof options.bg === 'string' && NAMED_BACKGROUNDS.has(options.bg) ? (options.bg as DemoBackground) : 'outlined';
}
const cssSize = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/**
 * A live demo: the component rendered on the server (hydrated on the reader's first intent), a
 * toolbar (show code, JS/TS, styling) driven by one delegated listener, and the highlighted code
 * of every variant — the reader's preferred one visible, the others hidden.
 */
export function DemoBlock({
  id,
  anchor,
  dependencies,
  styleFiles,
  cssModules,
  sourceHref,
  idPrefix,
  provider,
  followsSettings,
  previewHtml,
  clientOnly,
  frameDocument,
  styling,
  sources,
  excerptHtml,
  excerptHtmlJs,
  options,
  labels,
}: DemoBlockProps) {
  const variants = [...new Set(sources.map((source) => source.variant))].sort().reverse();
  const stylings = STYLING_ORDER.filter((entry) => sources.some((source) => source.styling === entry));
  const shown =
    sources.find((source) => source.styling === styling && source.variant === 'TS') ?? sources.find((source) => source.styling === styling) ?? sources[0];
  const codeId = `demo-code-${id.replace(/[^\w-]/g, '-')}`;
  return (
    <div
      className={DEMO_CLASS.block}
      {...dataAttributes(DEMO_DATA, { demo: id })}
      id={anchor}
      {...dataAttributes(DEMO_DATA, {
        dependencies: JSON.stringify(dependencies),
        styleFiles: styleFiles ? JSON.stringify(styleFiles) : undefined,
        cssModules: cssModules ? JSON.stringify(cssModules) : undefined,
        idPrefix,
        provider,
        followsSettings: followsSettings ? '' : undefined,
        styling,
        hydrate: clientOnly ? 'client' : 'interaction',
        iframe: frameDocument !== undefined ? '' : undefined,
        codeOpen: options.defaultCodeOpen ? '' : undefined,
      })}
    >
      <div
        className={`${DEMO_CLASS.preview} ${DEMO_CLASS.backgroundPrefix}${demoBackground(options)}`}
        style={{
          ...(options.maxWidth !== undefined ? { maxWidth: cssSize(options.maxWidth) } : {}),
          ...(options.height !== undefined && !frameDocument ? { height: cssSize(options.height) } : {}),
        }}
      >
        {frameDocument !== undefined ? (
          <iframe
            className={DEMO_CLASS.frame}
            title={id.split('/').pop()}
            srcDoc={frameDocument}
            {...dataAttributes(DEMO_DATA, { hydrateRoot: '', autosize: options.height === undefined ? '' : undefined })}
            style={{ height: cssSize(options.height) ?? '200px' }}
          />
        ) : (
          <div className={DEMO_CLASS.root} {...dataAttributes(DEMO_DATA, { hydrateRoot: '' })} dangerouslySetInnerHTML={{ __html: previewHtml }} />
        )}
      </div>
      {options.hideToolbar ? null : (
        <>
          <div className={DEMO_CLASS.toolbar} role="toolbar" aria-label={labels.toolbar}>
            {variants.length > 1 ? (
              <div className={DEMO_CLASS.choices} role="group" aria-label={labels.codeLanguage}>
                {variants.map((variant) => (
                  <button key={variant} type="button" {...dataAttributes(DEMO_DATA, { demoVariant: variant })} aria-pressed={variant === shown?.variant}>
                    {variant}
                  </button>
                ))}
              </div>
            ) : null}
            {stylings.length > 1 ? (
              <div className={DEMO_CLASS.choices} role="group" aria-label={labels.codeStyling}>
                {stylings.map((entry) => (
                  <button key={entry} type="button" {...dataAttributes(DEMO_DATA, { demoStyling: entry })} aria-pressed={entry === styling}>
                    {labels.stylings[entry]}
                  </button>
                ))}
              </div>
            ) : null}
            <button
              type="button"
              className={DEMO_CLASS.toggle}
              {...dataAttributes(DEMO_DATA, { demoAction: 'toggle-code' })}
              aria-expanded={options.defaultCodeOpen === true}
              aria-controls={codeId}
            >
              {options.defaultCodeOpen ? labels.hideCode : labels.showCode}
            </button>
            <div className={DEMO_CLASS.actions}>
              <ActionButton action="edit" icon="edit" label={labels.edit} />
              <ActionButton action="codesandbox" icon="codeSandbox" label={labels.openCodeSandbox} />
              <ActionButton action="stackblitz" icon="stackBlitz" label={labels.openStackBlitz} />
              <ActionButton action="copy-link" icon="link" label={labels.copyLink} />
              <ActionButton action="reset" icon="reset" label={labels.resetDemo} />
              {sourceHref ? (
                <a
                  className={DEMO_CLASS.action}
                  href={sourceHref}
                  aria-label={labels.viewSource}
                  {...dataAttributes(DEMO_DATA, { tooltip: labels.viewSource })}
                >
                  <DemoActionIcon name="source" />
                </a>
              ) : null}
            </div>
          </div>
          {excerptHtml ? (
            <div
              className={DEMO_CLASS.excerpt}
              {...dataAttributes(DEMO_DATA, { variant: excerptHtmlJs ? 'TS' : undefined })}
              dangerouslySetInnerHTML={{ __html: excerptHtml }}
            />
          ) : null}
          {excerptHtml && excerptHtmlJs ? (
            <div className={DEMO_CLASS.excerpt} {...dataAttributes(DEMO_DATA, { variant: 'JS' })} dangerouslySetInnerHTML={{ __html: excerptHtmlJs }} />
          ) : null}
          <div className={DEMO_CLASS.code} id={codeId} {...dataAttributes(DEMO_DATA, { editorLabel: labels.editor })}>
            {sources.map((source) => (
              <div
                key={`${source.variant}-${source.styling}`}
                className={DEMO_CLASS.source}
                {...dataAttributes(DEMO_DATA, { variant: source.variant, styling: source.styling })}
                hidden={source !== shown}
                dangerouslySetInnerHTML={{ __html: source.html }}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}
