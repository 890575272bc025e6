import * as React from 'react';
import { Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';

export default function PickupForm() {
  const [name, setName] = React.useState('');
  const [dock, setDock] = React.useState('');
  const [fragile, setFragile] = React.useState(false);
  const [booked, setBooked] = React.useState<string | null>(null);
  const dockError =
    dock !== '' && !/^[A-F][0-9]{1,2}$/.test(dock)
      ? 'A dock is a letter A–F and a number, like C4'
      : null;

  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        if (name && dock && !dockError)
          setBooked(`${name} at dock ${dock}${fragile ? ', fragile' : ''}`);
      }}
    >
      <Stack gap="sm" maw={360}>
        <TextInput
          label="Contact name"
          placeholder="Ada Moreau"
          required
          value={name}
          onChange={(event) => setName(event.currentTarget.value)}
        />
        <TextInput
          label="Loading dock"
          description="Where the driver picks up the parcels"
          placeholder="C4"
          required
          value={dock}
          error={dockError}
          onChange={(event) => setDock(event.currentTarget.value.toUpperCase())}
        />
        <Checkbox
          label="Contains fragile goods"
          checked={fragile}
          onChange={(event) => setFragile(event.currentTarget.checked)}
        />
        <Button type="submit">Book pickup</Button>
        {booked && <Text size="sm">Pickup booked: {booked}.</Text>}
      </Stack>
    </form>
  );
}
