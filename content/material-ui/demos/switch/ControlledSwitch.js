import * as React from 'react';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export default function ControlledSwitch() {
  const [enabled, setEnabled] = React.useState(false);

  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <Switch
        checked={enabled}
        onChange={(event) => setEnabled(event.target.checked)}
        slotProps={{ input: { 'aria-label': 'Airplane mode' } }}
      />
      <Typography aria-live="polite">
        Airplane mode is {enabled ? 'on' : 'off'}
      </Typography>
    </Stack>
  );
}
