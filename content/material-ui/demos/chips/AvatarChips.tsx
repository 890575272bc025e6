import Avatar from '@mui/material/Avatar';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';

// Chips style their avatar themselves; this swaps in the primary colors for every avatar chip.
const avatarColors = {
  '& .MuiChip-avatar': { bgcolor: 'primary.main', color: 'primary.contrastText' },
};

export default function AvatarChips() {
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Chip avatar={<Avatar>GH</Avatar>} label="Grace Hopper" sx={avatarColors} />
      <Chip
        size="small"
        avatar={<Avatar>AT</Avatar>}
        label="Alan Turing"
        variant="outlined"
        sx={avatarColors}
      />
      <Chip size="small" label="v2.4" variant="outlined" />
    </Stack>
  );
}
