import * as React from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import SaveIcon from '@mui/icons-material/Save';

export default function LoadingButtons() {
  const [loading, setLoading] = React.useState(false);

  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <FormControlLabel
        control={
          <Switch
            checked={loading}
            onChange={(event) => setLoading(event.target.checked)}
          />
        }
        label="Loading"
      />
      <Stack direction="row" spacing={2}>
        <Button variant="outlined" loading={loading}>
          Upload
        </Button>
        <Button
          variant="contained"
          loading={loading}
          loadingPosition="start"
          startIcon={<SaveIcon />}
        >
          Save changes
        </Button>
      </Stack>
    </Stack>
  );
}
