import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';

export default function LetterAvatars() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar sx={{ bgcolor: 'primary.main' }}>N</Avatar>
      <Avatar sx={{ bgcolor: 'secondary.main' }}>KJ</Avatar>
      <Avatar sx={{ bgcolor: 'success.dark' }}>MR</Avatar>
    </Stack>
  );
}
