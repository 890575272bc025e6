import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';

export default function SwitchSizesColors() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Switch size="small" defaultChecked slotProps={{ input: { 'aria-label': 'Small' } }} />
      <Switch defaultChecked slotProps={{ input: { 'aria-label': 'Medium' } }} />
      <Switch
        defaultChecked
        color="secondary"
        slotProps={{ input: { 'aria-label': 'Secondary color' } }}
      />
      <Switch
        defaultChecked
        color="success"
        slotProps={{ input: { 'aria-label': 'Success color' } }}
      />
    </Stack>
  );
}
