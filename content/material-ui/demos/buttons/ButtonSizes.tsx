import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';

const sizes = ['small', 'medium', 'large'] as const;
const colors = ['primary', 'secondary', 'success', 'error'] as const;

export default function ButtonSizes() {
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        {sizes.map((size) => (
          <Button key={size} variant="contained" size={size}>
            {size}
          </Button>
        ))}
      </Stack>
      <Stack direction="row" spacing={2} sx={{ flexWrap: 'wrap' }}>
        {colors.map((color) => (
          <Button key={color} variant="outlined" color={color}>
            {color}
          </Button>
        ))}
      </Stack>
    </Stack>
  );
}
