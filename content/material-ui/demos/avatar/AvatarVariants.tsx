import Avatar from '@mui/material/Avatar';
import Stack from '@mui/material/Stack';
import FolderIcon from '@mui/icons-material/Folder';
import PageviewIcon from '@mui/icons-material/Pageview';

export default function AvatarVariants() {
  return (
    <Stack direction="row" spacing={2}>
      <Avatar variant="circular" sx={{ bgcolor: 'primary.main' }}>
        <FolderIcon />
      </Avatar>
      <Avatar variant="rounded" sx={{ bgcolor: 'primary.main' }}>
        <PageviewIcon />
      </Avatar>
      <Avatar variant="square" sx={{ bgcolor: 'secondary.main' }}>
        SQ
      </Avatar>
    </Stack>
  );
}
