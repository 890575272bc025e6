import { Button, Group, Modal, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';

export default function ConfirmModal() {
  const [opened, { open, close }] = useDisclosure(false);
  return (
    <>
      <Button color="red" variant="light" onClick={open}>
        Cancel shipment
      </Button>
      <Modal
        opened={opened}
        onClose={close}
        title="Cancel shipment SH-2231?"
        centered
      >
        <Text size="sm">
          The carrier is told at once and the parcels go back to the shelf. This
          cannot be undone.
        </Text>
        <Group justify="flex-end" mt="md">
          <Button variant="default" onClick={close}>
            Keep it
          </Button>
          <Button color="red" onClick={close}>
            Cancel shipment
          </Button>
        </Group>
      </Modal>
    </>
  );
}
