import Box from '@mui/material/Box';
import { styled } from '@mui/material/styles';

// Written by hand: docsgen would make this file from index.tsx, but a hand-written one wins,
// and this one keeps the shape of a stat as JSDoc for readers of the JavaScript.

/**
 * @typedef {object} Stat
 * @property {string} label
 * @property {string} value
 * @property {string} change
 * @property {boolean} positive Whether the change is good news (green) or bad news (red).
 */

/** @type {Stat[]} */
const stats = [
  { label: 'Monthly active users', value: '12,480', change: '+8.2%', positive: true },
  { label: 'Average response time', value: '1.8 s', change: '+12%', positive: false },
  { label: 'Open support tickets', value: '37', change: '−5', positive: true },
];

const StatCardRoot = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: '4px',
  minWidth: 200,
  padding: '16px',
  border: '1px solid',
  borderColor: (theme.vars ?? theme).palette.divider,
  borderRadius: (theme.vars ?? theme).shape.borderRadius,
  backgroundColor: (theme.vars ?? theme).palette.background.paper,
}));

export default function StatCard() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: '16px' }}>
      {stats.map((stat) => (
        <StatCardRoot key={stat.label}>
          <Box
            component="span"
            sx={{ fontSize: 14, lineHeight: '20px', fontWeight: 500, color: 'text.secondary' }}
          >
            {stat.label}
          </Box>
          <Box
            component="span"
            sx={{ fontSize: 30, lineHeight: '36px', fontWeight: 600, color: 'text.primary' }}
          >
            {stat.value}
          </Box>
          <Box
            component="span"
            sx={{ fontSize: 14, lineHeight: '20px', color: 'text.secondary' }}
          >
            <Box
              component="span"
              sx={{ fontWeight: 600, color: stat.positive ? 'success.main' : 'error.main' }}
            >
              {stat.change}
            </Box>{' '}
            vs. last month
          </Box>
        </StatCardRoot>
      ))}
    </Box>
  );
}
