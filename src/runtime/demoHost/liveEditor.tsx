import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import EditorModule from 'react-simple-code-editor';

// The bundle gives the CommonJS module's `default` (it is marked `__esModule`); TypeScript types the module itself.
type EditorComponent = typeof EditorModule.default;
const Editor = ((EditorModule as unknown as { default?: EditorComponent }).default ?? EditorModule) as EditorComponent;

/** What the page gives the code editor of a demo. */
export interface EditorOptions {
  code: string;
  /** The id of its text area, and its accessible name. */
  id: string;
  label: string;
  onChange(code: string): void;
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function LiveEditor({ options }: { options: EditorOptions }) {
  const [code, setCode] = useState(options.code);
  return (
    <>
      <label htmlFor={options.id} className="docsgen-demo-editor-label">
        {options.label}
      </label>
      <Editor
        value={code}
        onValueChange={(next) => {
          setCode(next);
          options.onChange(next);
        }}
        // Plain text: no highlighter loads for it; a trailing line break keeps the caret's last line.
        highlight={(text) => `${escapeHtml(text)}<br />`}
        textareaId={options.id}
        className="docsgen-demo-editor-input"
        padding={16}
        autoFocus
      />
    </>
  );
}

/**
 * The code editor of live editing (react-simple-code-editor), rendered by the demo's world's
 * React, which the demo has loaded already: a root of its own; returns its unmount.
 */
export function mountEditor(container: HTMLElement, options: EditorOptions): () => void {
  const root = createRoot(container);
  root.render(<LiveEditor options={options} />);
  return () => root.unmount();
}
