import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

export default function BasicChips() {
  return (
    <Stack direction="row" spacing={1}>
      <Chip label="Draft" />
      <Chip label="In review" color="primary" variant="outlined" />
      <Chip label="Published" color="success" />
    </Stack>
  );
}
