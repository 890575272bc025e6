import * as React from 'react';
import Button from '@mui/joy/Button';
import Input from '@mui/joy/Input';
import Typography from '@mui/joy/Typography';

export default function InputDecorators() {
  const [email, setEmail] = React.useState('');
  return (
    <Input
      placeholder="you@example.com"
      value={email}
      onChange={(event) => setEmail(event.target.value)}
      startDecorator={<Typography level="body-sm">Email</Typography>}
      endDecorator={<Button disabled={!email.includes('@')}>Subscribe</Button>}
      sx={{ maxWidth: 420 }}
    />
  );
}
