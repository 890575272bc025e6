import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';

export default function BasicSwitches() {
  return (
    <FormGroup>
      <FormControlLabel control={<Switch defaultChecked />} label="Email notifications" />
      <FormControlLabel control={<Switch />} label="Weekly digest" />
      <FormControlLabel control={<Switch disabled />} label="SMS alerts (unavailable)" />
    </FormGroup>
  );
}
