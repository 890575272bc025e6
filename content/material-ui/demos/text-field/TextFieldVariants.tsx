import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';

export default function TextFieldVariants() {
  return (
    <Box
      component="form"
      noValidate
      autoComplete="off"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}
    >
      <TextField id="variant-outlined" label="Outlined" variant="outlined" />
      <TextField id="variant-filled" label="Filled" variant="filled" />
      <TextField id="variant-standard" label="Standard" variant="standard" />
    </Box>
  );
}
