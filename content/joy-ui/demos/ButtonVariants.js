import * as React from 'react';
import Button from '@mui/joy/Button';
import Stack from '@mui/joy/Stack';

export default function ButtonVariants() {
  const [clicks, setClicks] = React.useState(0);
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      <Button onClick={() => setClicks(clicks + 1)}>Solid ({clicks})</Button>
      <Button variant="soft">Soft</Button>
      <Button variant="outlined">Outlined</Button>
      <Button variant="plain">Plain</Button>
    </Stack>
  );
}
