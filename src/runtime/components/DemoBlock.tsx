import type { CodeStyling, CodeVariant } from '../preferences/codePreferences.js';

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

export interface DemoBlockProps {
  id: string;
  /** React `identifierPrefix` the demo was rendered with (hydration must use the same). */
  idPrefix: string;
  /** Server-rendered markup of the live component (hydrated in the browser). */
  previewHtml: string;
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
  labels: { showCode: string; hideCode: string; codeLanguage: string; codeStyling: string; toolbar: string; stylings: Record<CodeStyling, string> };
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
export function DemoBlock({ id, idPrefix, previewHtml, frameDocument, styling, sources, excerptHtml, excerptHtmlJs, options, labels }: DemoBlockProps) {
  const variants = [...new Set(sources.map((source) => source.variant))].sort().reverse();
  const stylings = STYLING_ORDER.filter((entry) => sources.some((source) => source.styling === entry));
  const shown =
    sources.find((source) => source.styling === styling && source.variant === 'TS') ?? sources.find((source) => source.styling === styling) ?? sources[0];
  const codeId = `demo-code-${id.replace(/[^\w-]/g, '-')}`;
  return (
    <div
      className="docsgen-demo"
      data-demo={id}
      data-id-prefix={idPrefix}
      data-styling={styling}
      data-hydrate="interaction"
      {...(frameDocument !== undefined ? { 'data-iframe': '' } : {})}
      {...(options.defaultCodeOpen ? { 'data-code-open': '' } : {})}
    >
      <div
        className={`docsgen-demo-preview docsgen-demo-bg-${demoBackground(options)}`}
        style={{
          ...(options.maxWidth !== undefined ? { maxWidth: cssSize(options.maxWidth) } : {}),
          ...(options.height !== undefined && !frameDocument ? { height: cssSize(options.height) } : {}),
        }}
      >
        {frameDocument !== undefined ? (
          <iframe
            className="docsgen-demo-frame"
            title={id.split('/').pop()}
            srcDoc={frameDocument}
            data-hydrate-root=""
            {...(options.height === undefined ? { 'data-autosize': '' } : {})}
            style={{ height: cssSize(options.height) ?? '200px' }}
          />
        ) : (
          <div className="docsgen-demo-root" data-hydrate-root="" dangerouslySetInnerHTML={{ __html: previewHtml }} />
        )}
      </div>
      {options.hideToolbar ? null : (
        <>
          <div className="docsgen-demo-toolbar" role="toolbar" aria-label={labels.toolbar}>
            {variants.length > 1 ? (
              <div className="docsgen-demo-choices" role="group" aria-label={labels.codeLanguage}>
                {variants.map((variant) => (
                  <button key={variant} type="button" data-demo-variant={variant} aria-pressed={variant === shown?.variant}>
                    {variant}
                  </button>
                ))}
              </div>
            ) : null}
            {stylings.length > 1 ? (
              <div className="docsgen-demo-choices" role="group" aria-label={labels.codeStyling}>
                {stylings.map((entry) => (
                  <button key={entry} type="button" data-demo-styling={entry} aria-pressed={entry === styling}>
                    {labels.stylings[entry]}
                  </button>
                ))}
              </div>
            ) : null}
            <button
              type="button"
              className="docsgen-demo-toggle"
              data-demo-action="toggle-code"
              aria-expanded={options.defaultCodeOpen === true}
              aria-controls={codeId}
            >
              {options.defaultCodeOpen ? labels.hideCode : labels.showCode}
            </button>
          </div>
          {excerptHtml ? (
            <div className="docsgen-demo-excerpt" {...(excerptHtmlJs ? { 'data-variant': 'TS' } : {})} dangerouslySetInnerHTML={{ __html: excerptHtml }} />
          ) : null}
          {excerptHtml && excerptHtmlJs ? <div className="docsgen-demo-excerpt" data-variant="JS" dangerouslySetInnerHTML={{ __html: excerptHtmlJs }} /> : null}
          <div className="docsgen-demo-code" id={codeId}>
            {sources.map((source) => (
              <div
                key={`${source.variant}-${source.styling}`}
                className="docsgen-demo-source"
                data-variant={source.variant}
                data-styling={source.styling}
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
