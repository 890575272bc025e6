import Button from '@mui/material/Button';
import ButtonGroup from '@mui/material/ButtonGroup';

export default function VerticalButtonGroup() {
  return (
    <ButtonGroup orientation="vertical" variant="outlined" aria-label="Document actions">
      <Button>Rename</Button>
      <Button>Duplicate</Button>
      <Button>Move to folder</Button>
      <Button color="error">Delete</Button>
    </ButtonGroup>
  );
}
