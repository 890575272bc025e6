import * as React from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';

const PERMISSIONS = ['Read', 'Write', 'Delete'];

export default function IndeterminateCheckbox() {
  const [granted, setGranted] = React.useState([true, false, false]);
  const allGranted = granted.every(Boolean);
  const someGranted = granted.some(Boolean);

  const toggleOne = (position, checked) => {
    setGranted((current) =>
      current.map((value, index) => (index === position ? checked : value)),
    );
  };

  return (
    <div>
      <FormControlLabel
        label="All permissions"
        control={
          <Checkbox
            checked={allGranted}
            indeterminate={someGranted && !allGranted}
            onChange={(event) => setGranted(PERMISSIONS.map(() => event.target.checked))}
          />
        }
      />
      <Box sx={{ display: 'flex', flexDirection: 'column', ml: 3 }}>
        {PERMISSIONS.map((permission, index) => (
          <FormControlLabel
            key={permission}
            label={permission}
            control={
              <Checkbox
                checked={granted[index]}
                onChange={(event) => toggleOne(index, event.target.checked)}
              />
            }
          />
        ))}
      </Box>
    </div>
  );
}
