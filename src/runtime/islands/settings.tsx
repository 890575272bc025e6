import { SettingsDrawer } from '../components/SettingsDrawer.js';
import { t } from './labels.js';
import { registerOverlay, toggleOverlay, type OverlayProps } from './overlayHost.js';
import { applyPaletteColors, augmentPrimary } from './paletteColors.js';

function SettingsOverlay({ open, onClose }: OverlayProps<undefined>) {
  return <SettingsDrawer open={open} onClose={onClose} t={t} onPaletteChange={applyPaletteColors} augmentPrimary={augmentPrimary} />;
}

registerOverlay('settings', SettingsOverlay);

/** The header's "Toggle settings drawer" button. */
export function activate(): void {
  toggleOverlay('settings', undefined);
}
