import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';

const stats = [
  { label: 'Followers', value: '1.2k' },
  { label: 'Following', value: '348' },
  { label: 'Posts', value: '96' },
];

export default function DividerStack() {
  return (
    <Stack
      direction="row"
      spacing={2}
      divider={<Divider orientation="vertical" flexItem />}
      sx={{ alignItems: 'center' }}
    >
      {stats.map((stat) => (
        <Box key={stat.label} sx={{ textAlign: 'center', minWidth: 72 }}>
          <Box sx={{ typography: 'h6' }}>{stat.value}</Box>
          <Box sx={{ typography: 'body2', color: 'text.secondary' }}>{stat.label}</Box>
        </Box>
      ))}
    </Stack>
  );
}
