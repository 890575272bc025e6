import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function AlertVariants() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Alert variant="standard" severity="error">
        Standard: a tinted background.
      </Alert>
      <Alert variant="outlined" severity="error">
        Outlined: a colored border only.
      </Alert>
      <Alert variant="filled" severity="error">
        Filled: the strongest emphasis.
      </Alert>
    </Stack>
  );
}
