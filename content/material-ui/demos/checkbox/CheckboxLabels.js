import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';

export default function CheckboxLabels() {
  return (
    <FormGroup>
      <FormControlLabel control={<Checkbox defaultChecked />} label="Oat milk" />
      <FormControlLabel control={<Checkbox />} label="Extra shot" />
      <FormControlLabel control={<Checkbox disabled />} label="Caramel syrup (sold out)" />
    </FormGroup>
  );
}
