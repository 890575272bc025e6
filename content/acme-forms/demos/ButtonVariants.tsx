import * as React from 'react';
import { Button, Group } from '@mantine/core';

export default function ButtonVariants() {
  const [saved, setSaved] = React.useState(0);
  return (
    <Group gap="sm">
      <Button onClick={() => setSaved(saved + 1)}>Save draft ({saved})</Button>
      <Button variant="light">Preview</Button>
      <Button variant="outline">Duplicate</Button>
      <Button variant="subtle">Discard</Button>
      <Button variant="default">Cancel</Button>
    </Group>
  );
}
