import * as React from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import CloseIcon from '@mui/icons-material/Close';

export default function ActionAlert() {
  const [open, setOpen] = React.useState(true);
  const [retries, setRetries] = React.useState(0);

  if (!open) {
    return (
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Show alert again
      </Button>
    );
  }

  return (
    <Stack sx={{ width: '100%' }}>
      <Alert
        severity="warning"
        action={
          <React.Fragment>
            <Button color="inherit" size="small" onClick={() => setRetries(retries + 1)}>
              Retry
            </Button>
            <IconButton
              aria-label="Dismiss"
              color="inherit"
              size="small"
              onClick={() => setOpen(false)}
            >
              <CloseIcon fontSize="inherit" />
            </IconButton>
          </React.Fragment>
        }
      >
        <AlertTitle>Sync paused</AlertTitle>
        {retries === 0
          ? 'We could not reach the server.'
          : `Still offline after ${retries} ${retries === 1 ? 'retry' : 'retries'}.`}
      </Alert>
    </Stack>
  );
}
