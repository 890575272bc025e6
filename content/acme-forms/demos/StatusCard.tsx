import * as React from 'react';
import { Button } from '@mantine/core';
import classes from './StatusCard.module.css';

export default function StatusCard() {
  const [sent, setSent] = React.useState(false);
  return (
    <div className={classes.card}>
      <div style={{ flex: 1 }}>
        <div className={classes.title}>Return form RF-0412</div>
        <div className={classes.hint}>
          {sent ? 'Sent to the carrier.' : 'Ready to send: 3 parcels, 12 kg.'}
        </div>
      </div>
      <Button size="sm" disabled={sent} onClick={() => setSent(true)}>
        {sent ? 'Sent' : 'Send'}
      </Button>
    </div>
  );
}
