import * as React from 'react';
import Button from '@mui/material/Button';

export default function HelloButton() {
  const [clicks, setClicks] = React.useState(0);
  return (
    <Button variant="contained" onClick={() => setClicks((n) => n + 1)}>
      {clicks === 0 ? 'Say hello' : `Hello × ${clicks}`}
    </Button>
  );
}
