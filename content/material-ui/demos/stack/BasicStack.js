import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';

export default function BasicStack() {
  return (
    <Stack spacing={2} sx={{ width: '100%', maxWidth: 360 }}>
      <Paper variant="outlined" sx={{ p: 1.5 }}>1. Create an account</Paper>
      <Paper variant="outlined" sx={{ p: 1.5 }}>2. Verify your email</Paper>
      <Paper variant="outlined" sx={{ p: 1.5 }}>3. Invite your team</Paper>
    </Stack>
  );
}
