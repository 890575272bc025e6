import { Button, Stack } from '@mantine/core';

const sizes = ['xs', 'sm', 'md', 'lg'] as const;

export default function ButtonSizes() {
  return (
    <Stack align="flex-start" gap="xs">
      {sizes.map((size) => (
        <Button key={size} size={size} variant="light">
          Submit order ({size})
        </Button>
      ))}
      <Button fullWidth loading loaderProps={{ type: 'dots' }}>
        Sending
      </Button>
    </Stack>
  );
}
