import { useId, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useColorScheme } from '@mui/material/styles';
import {
  AddRounded,
  CloseRounded,
  DarkModeOutlined,
  FormatTextdirectionLToR,
  FormatTextdirectionRToL,
  LightModeOutlined,
  RemoveRounded,
  SettingsBrightnessOutlined,
} from './icons.js';
import { useChangeTheme, useThemeState } from '../theme/ThemeContext.js';
import type { PaletteColors } from '../theme/themeReducer.js';

export interface SettingsDrawerProps {
  open: boolean;
  onClose: () => void;
  t: (key: string) => string;
  /** Applies and stores the user's colours (undefined resets them). */
  onPaletteChange: (colors: PaletteColors | undefined) => void;
  /** Builds the full primary colour (light, dark, contrast text) from its main value. */
  augmentPrimary: (main: string) => PaletteColors;
}

/** Primary colours offered as swatches, besides a free colour input. */
const PRESET_COLORS: ReadonlyArray<[name: string, value: string]> = [
  ['Blue', '#0072e5'],
  ['Purple', '#7b1fa2'],
  ['Teal', '#00796b'],
  ['Green', '#2e7d32'],
  ['Orange', '#e65100'],
  ['Red', '#c62828'],
];

// Headings, text, the switch's label and the rule are Box elements with the theme's typography,
// as MUI's Typography, FormControlLabel and Divider draw them: the drawer's code is then lighter, within the 150 KB gzip it may fetch
// when first opened (test/e2e/page-weight.test.ts).
const dividerSx = { m: 0, flexShrink: 0, border: 0, borderBottom: 1, borderColor: 'divider' } as const;
const switchLabelSx = {
  display: 'inline-flex',
  alignItems: 'center',
  verticalAlign: 'middle',
  cursor: 'pointer',
  ml: '-11px',
  mr: 2,
  WebkitTapHighlightColor: 'transparent',
} as const;

function Section({ id, heading, children }: { id: string; heading: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ px: 2, py: 1.5 }}>
      <Box id={id} component="h3" sx={{ m: 0, typography: 'overline', display: 'block', fontWeight: 700, color: 'text.secondary' }}>
        {heading}
      </Box>
      {children}
    </Box>
  );
}

interface Choice<Value extends string> {
  value: Value;
  label: string;
  icon?: ReactNode;
}

/** One exclusive choice among labelled buttons (clicking the chosen one keeps it chosen). */
function Choices<Value extends string>({
  labelledBy,
  value,
  onChange,
  options,
}: {
  labelledBy: string;
  value: Value;
  onChange: (value: Value) => void;
  options: Choice<Value>[];
}) {
  return (
    <ToggleButtonGroup exclusive fullWidth value={value} onChange={(_, next: Value | null) => next && onChange(next)} aria-labelledby={labelledBy}>
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value} sx={{ gap: 1 }}>
          {option.icon}
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** The reader's display settings: mode, direction, density, colour, language. */
export function SettingsDrawer({ open, onClose, t, onPaletteChange, augmentPrimary }: SettingsDrawerProps) {
  const ids = useId();
  const { mode, setMode } = useColorScheme();
  const { direction, dense, spacing, paletteColors } = useThemeState();
  const changeTheme = useChangeTheme();
  const [editingColors, setEditingColors] = useState(false);
  const primary = paletteColors.primary?.main;

  const choosePrimary = (main: string) => {
    const colors = augmentPrimary(main);
    changeTheme({ type: 'CHANGE', payload: { paletteColors: colors } });
    onPaletteChange(colors);
  };
  const resetColors = () => {
    changeTheme({ type: 'RESET_COLORS' });
    onPaletteChange(undefined);
  };

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { role: 'dialog', 'aria-modal': true, 'aria-labelledby': `${ids}-title`, sx: { width: { xs: '100%', sm: 360 } } } }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1 }}>
        <Box id={`${ids}-title`} component="h2" sx={{ m: 0, typography: 'h6', fontWeight: 600 }}>
          {t('settings.settings')}
        </Box>
        <IconButton onClick={onClose} aria-label={t('settings.close')} edge="end">
          <CloseRounded />
        </IconButton>
      </Box>
      <Box component="hr" sx={dividerSx} />

      <Section id={`${ids}-mode`} heading={t('settings.mode')}>
        <Choices
          labelledBy={`${ids}-mode`}
          value={mode ?? 'system'}
          onChange={setMode}
          options={[
            { value: 'light', label: t('settings.light'), icon: <LightModeOutlined fontSize="small" /> },
            { value: 'system', label: t('settings.system'), icon: <SettingsBrightnessOutlined fontSize="small" /> },
            { value: 'dark', label: t('settings.dark'), icon: <DarkModeOutlined fontSize="small" /> },
          ]}
        />
      </Section>

      <Section id={`${ids}-direction`} heading={t('settings.direction')}>
        <Choices
          labelledBy={`${ids}-direction`}
          value={direction}
          onChange={(value) => changeTheme({ type: 'CHANGE', payload: { direction: value } })}
          options={[
            { value: 'ltr', label: t('settings.ltr'), icon: <FormatTextdirectionLToR fontSize="small" /> },
            { value: 'rtl', label: t('settings.rtl'), icon: <FormatTextdirectionRToL fontSize="small" /> },
          ]}
        />
      </Section>

      <Section id={`${ids}-density`} heading={t('settings.density')}>
        <Box component="label" sx={switchLabelSx}>
          <Switch checked={dense} onChange={(event) => changeTheme({ type: 'SET_DENSE', payload: event.target.checked })} />
          <Box component="span" sx={{ typography: 'body1' }}>
            {t('settings.highDensity')}
          </Box>
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
          <Box component="p" id={`${ids}-spacing`} sx={{ m: 0, typography: 'body2', flexGrow: 1 }}>
            {t('settings.spacingUnit')}
          </Box>
          <IconButton aria-label={t('settings.decreaseSpacing')} onClick={() => changeTheme({ type: 'DECREASE_SPACING' })}>
            <RemoveRounded />
          </IconButton>
          <Box
            component="p"
            aria-labelledby={`${ids}-spacing`}
            data-testid="spacing-value"
            sx={{ m: 0, typography: 'body2', minWidth: 40, textAlign: 'center' }}
          >
            {spacing}px
          </Box>
          <IconButton aria-label={t('settings.increaseSpacing')} onClick={() => changeTheme({ type: 'INCREASE_SPACING' })}>
            <AddRounded />
          </IconButton>
        </Box>
        <Button variant="outlined" fullWidth sx={{ mt: 1 }} onClick={() => changeTheme({ type: 'RESET_DENSITY' })}>
          {t('settings.resetDensity')}
        </Button>
      </Section>

      <Section id={`${ids}-color`} heading={t('settings.color')}>
        <Button variant="outlined" fullWidth aria-expanded={editingColors} onClick={() => setEditingColors((value) => !value)}>
          {t('settings.editWebsiteColors')}
        </Button>
        {editingColors ? (
          <Box sx={{ mt: 1.5 }}>
            <Box component="label" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, typography: 'body2' }}>
              {t('settings.primary')}
              <input type="color" value={primary ?? '#0072e5'} onChange={(event) => choosePrimary(event.target.value)} />
            </Box>
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 1 }}>
              {PRESET_COLORS.map(([name, value]) => (
                <Box
                  key={value}
                  component="button"
                  type="button"
                  aria-label={name}
                  aria-pressed={primary === value}
                  onClick={() => choosePrimary(value)}
                  sx={{
                    width: 32,
                    height: 32,
                    borderRadius: '50%',
                    border: 2,
                    borderColor: primary === value ? 'text.primary' : 'transparent',
                    bgcolor: value,
                    cursor: 'pointer',
                  }}
                />
              ))}
            </Box>
            <Button fullWidth sx={{ mt: 1 }} onClick={resetColors}>
              {t('settings.resetColors')}
            </Button>
          </Box>
        ) : null}
      </Section>

      <Section id={`${ids}-language`} heading={t('settings.language')}>
        <Choices labelledBy={`${ids}-language`} value="en" onChange={() => {}} options={[{ value: 'en', label: t('languages.en') }]} />
      </Section>
    </Drawer>
  );
}
