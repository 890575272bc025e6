import * as React from 'react';
import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';

const sections = [
  {
    value: 'overview',
    label: 'Overview',
    content: 'A lightweight backpack with a padded laptop sleeve and a water bottle pocket.',
  },
  {
    value: 'specs',
    label: 'Specs',
    content: 'Volume 22 liters, weight 780 grams, fits laptops up to 15 inches.',
  },
  {
    value: 'reviews',
    label: 'Reviews',
    content: 'Rated 4.6 out of 5 by 312 customers.',
  },
];

export default function BasicTabs() {
  const [tab, setTab] = React.useState('overview');

  return (
    <Box sx={{ width: '100%' }}>
      <Box sx={{ borderBottom: 1, borderColor: 'divider' }}>
        <Tabs
          value={tab}
          onChange={(event, value) => setTab(value)}
          aria-label="Product details"
        >
          {sections.map((section) => (
            <Tab
              key={section.value}
              value={section.value}
              label={section.label}
              id={`product-tab-${section.value}`}
              aria-controls={`product-panel-${section.value}`}
            />
          ))}
        </Tabs>
      </Box>
      {sections.map((section) => (
        <div
          key={section.value}
          role="tabpanel"
          hidden={tab !== section.value}
          id={`product-panel-${section.value}`}
          aria-labelledby={`product-tab-${section.value}`}
        >
          {tab === section.value ? (
            <Typography sx={{ p: 2 }}>{section.content}</Typography>
          ) : null}
        </div>
      ))}
    </Box>
  );
}
