import * as React from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export default function BasicDialog() {
  const [open, setOpen] = React.useState(false);
  const [choice, setChoice] = React.useState('No choice yet');

  const close = (result) => {
    setChoice(result);
    setOpen(false);
  };

  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {choice}
      </Typography>
      <Dialog
        open={open}
        onClose={() => close('Dismissed')}
        aria-labelledby="archive-dialog-title"
        aria-describedby="archive-dialog-description"
      >
        <DialogTitle id="archive-dialog-title">Archive this conversation?</DialogTitle>
        <DialogContent>
          <DialogContentText id="archive-dialog-description">
            The conversation moves to the archive. You can restore it from there at
            any time.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => close('Kept in inbox')}>Cancel</Button>
          <Button variant="contained" onClick={() => close('Archived')} autoFocus>
            Archive
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
