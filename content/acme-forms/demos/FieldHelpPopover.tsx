import { Button, Popover, Text } from '@mantine/core';

export default function FieldHelpPopover() {
  return (
    <Popover width={260} position="bottom" withArrow shadow="md">
      <Popover.Target>
        <Button variant="subtle">What is a customs code?</Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Text size="sm">
          The six digits that name a kind of goods at the border. Acme Forms checks
          the format, the carrier checks the rest.
        </Text>
      </Popover.Dropdown>
    </Popover>
  );
}
