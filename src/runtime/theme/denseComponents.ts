import type { ThemeOptions } from '@mui/material/styles';

/**
 * Default props for "dense" mode, as MUI's own docs do it: small sizes and dense margins,
 * set through `components.MuiX.defaultProps` so every component picks them up unchanged.
 */
export const DENSE_COMPONENTS: NonNullable<ThemeOptions['components']> = {
  MuiButton: { defaultProps: { size: 'small' } },
  MuiIconButton: { defaultProps: { size: 'small' } },
  MuiFab: { defaultProps: { size: 'small' } },
  MuiTextField: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiSelect: { defaultProps: { size: 'small' } },
  MuiFormControl: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiFormHelperText: { defaultProps: { margin: 'dense' } },
  MuiInputBase: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiFilledInput: { defaultProps: { margin: 'dense' } },
  MuiOutlinedInput: { defaultProps: { margin: 'dense' } },
  MuiInputLabel: { defaultProps: { size: 'small', margin: 'dense' } },
  MuiCheckbox: { defaultProps: { size: 'small' } },
  MuiRadio: { defaultProps: { size: 'small' } },
  MuiSwitch: { defaultProps: { size: 'small' } },
  MuiChip: { defaultProps: { size: 'small' } },
  MuiToggleButton: { defaultProps: { size: 'small' } },
  MuiToggleButtonGroup: { defaultProps: { size: 'small' } },
  MuiList: { defaultProps: { dense: true } },
  MuiListItem: { defaultProps: { dense: true } },
  MuiListItemButton: { defaultProps: { dense: true } },
  MuiMenuItem: { defaultProps: { dense: true } },
  MuiMenuList: { defaultProps: { dense: true } },
  MuiTable: { defaultProps: { size: 'small' } },
  MuiToolbar: { defaultProps: { variant: 'dense' } },
};
