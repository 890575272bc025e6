import * as React from 'react';
import { Button, Menu, Stack, Text } from '@mantine/core';

export default function RowActionsMenu() {
  const [last, setLast] = React.useState('nothing yet');
  return (
    <Stack align="center" gap="xs">
      <Menu shadow="md" width={200} position="bottom-start">
        <Menu.Target>
          <Button variant="default">Order actions</Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Order 10-2231</Menu.Label>
          <Menu.Item onClick={() => setLast('printed the label')}>
            Print label
          </Menu.Item>
          <Menu.Item onClick={() => setLast('split the order')}>
            Split order
          </Menu.Item>
          <Menu.Divider />
          <Menu.Item color="red" onClick={() => setLast('archived the order')}>
            Archive
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <Text size="sm">Last action: {last}</Text>
    </Stack>
  );
}
