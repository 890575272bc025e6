import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';

export default function SeverityAlerts() {
  return (
    <Stack spacing={1} sx={{ width: '100%' }}>
      <Alert severity="success">Your changes were saved.</Alert>
      <Alert severity="info">A new version of the app is ready to install.</Alert>
      <Alert severity="warning">Your storage is almost full.</Alert>
      <Alert severity="error">The upload failed. Check your connection.</Alert>
    </Stack>
  );
}
