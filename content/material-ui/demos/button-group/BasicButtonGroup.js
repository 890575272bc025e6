import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';
import Stack from '@mui/material/Stack';

export default function BasicButtonGroup() {
  return (
    <Stack spacing={2} sx={{ alignItems: 'center' }}>
      <ButtonGroup variant="outlined" aria-label="Text alignment">
        <Button>Left</Button>
        <Button>Center</Button>
        <Button>Right</Button>
      </ButtonGroup>
      <ButtonGroup variant="contained" aria-label="Zoom level">
        <Button>75%</Button>
        <Button>100%</Button>
        <Button>125%</Button>
      </ButtonGroup>
      <ButtonGroup variant="text" aria-label="Pagination">
        <Button>Previous</Button>
        <Button>Next</Button>
      </ButtonGroup>
    </Stack>
  );
}
