import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const settings = ['General', 'Privacy', 'Notifications', 'Billing'];

export default function VerticalTabs() {
  const [index, setIndex] = React.useState(0);

  return (
    <Box sx={{ display: 'flex', minHeight: 180, width: '100%' }}>
      <Tabs
        orientation="vertical"
        value={index}
        onChange={(event, value) => setIndex(value)}
        aria-label="Settings sections"
        sx={{ borderRight: 1, borderColor: 'divider', flexShrink: 0 }}
      >
        {settings.map((label, position) => (
          <Tab
            key={label}
            label={label}
            id={`settings-tab-${position}`}
            aria-controls={`settings-panel-${position}`}
          />
        ))}
      </Tabs>
      {settings.map((label, position) => (
        <Box
          key={label}
          role="tabpanel"
          hidden={index !== position}
          id={`settings-panel-${position}`}
          aria-labelledby={`settings-tab-${position}`}
          sx={{ px: 3, py: 1 }}
        >
          <Typography variant="h6" component="p">
            {label}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Preferences for the {label.toLowerCase()} section go here.
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
