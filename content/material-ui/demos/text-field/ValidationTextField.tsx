import * as React from 'react';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';

const MIN_LENGTH = 3;

export default function ValidationTextField() {
  const [username, setUsername] = React.useState('');
  const [touched, setTouched] = React.useState(false);
  const tooShort = username.trim().length < MIN_LENGTH;
  const showError = touched && tooShort;

  let helperText = `At least ${MIN_LENGTH} characters`;
  if (showError) {
    helperText = `Use at least ${MIN_LENGTH} characters`;
  } else if (!tooShort) {
    helperText = `@${username.trim()} is a valid username`;
  }

  return (
    <Stack sx={{ maxWidth: 320 }}>
      <TextField
        id="validation-username"
        label="Username"
        value={username}
        onChange={(event) => setUsername(event.target.value)}
        onBlur={() => setTouched(true)}
        error={showError}
        helperText={helperText}
      />
    </Stack>
  );
}
