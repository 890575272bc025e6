import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

export default function BasicButtons() {
  return (
    <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
      <Button variant="text">Skip for now</Button>
      <Button variant="outlined">Preview</Button>
      <Button variant="contained">Publish</Button>
    </Stack>
  );
}
