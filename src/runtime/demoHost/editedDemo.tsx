import { Component, useEffect, type ComponentType, type ReactNode } from 'react';
import type { DemoProps } from './hydrateDemo.js';

/** Live-edited code, compiled: its component, a version (each edit a new one) and where its errors go. */
export interface EditedComponent {
  Component: ComponentType<DemoProps>;
  version: number;
  /** An error while rendering it, or `null` once it rendered. */
  onError(error: Error | null): void;
  /** The last edited component that rendered, shown instead when this one fails. */
  lastGood?: ComponentType<DemoProps>;
}

/** Catches what the edited code throws while rendering: reported under the editor, never breaking the page; shows `fallback` then. */
class EditBoundary extends Component<{ onError: (error: Error) => void; fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    this.props.onError(error instanceof Error ? error : new Error(String(error)));
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/** Tells that the edited code rendered (its effects run once React committed it). */
function Rendered({ onRendered, children }: { onRendered: () => void; children: ReactNode }) {
  useEffect(onRendered, [onRendered]);
  return children;
}

/** The edited component in its boundary; a new version starts afresh (a new boundary, new state). */
export function EditedDemo({ edited, window }: { edited: EditedComponent; window?: () => Window }) {
  const { Component: Edited, lastGood: LastGood } = edited;
  const fallback = LastGood ? window ? <LastGood window={window} /> : <LastGood /> : null;
  return (
    <EditBoundary key={edited.version} onError={edited.onError} fallback={fallback}>
      <Rendered onRendered={() => edited.onError(null)}>{window ? <Edited window={window} /> : <Edited />}</Rendered>
    </EditBoundary>
  );
}
