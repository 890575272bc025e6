const stats = [
  { label: 'Monthly active users', value: '12,480', change: '+8.2%', positive: true },
  { label: 'Average response time', value: '1.8 s', change: '+12%', positive: false },
  { label: 'Open support tickets', value: '37', change: '−5', positive: true },
];

// Colors and the corner radius come from the theme's CSS variables, so the cards follow
// light and dark mode like the Material UI components around them.
const css = `
.StatCard-list {
  display: flex;
  flex-wrap: wrap;
  gap: 16px;
}
.StatCard-root {
  display: flex;
  flex-direction: column;
  gap: 4px;
  min-width: 200px;
  padding: 16px;
  border: 1px solid var(--mui-palette-divider);
  border-radius: var(--mui-shape-borderRadius);
  background-color: var(--mui-palette-background-paper);
}
.StatCard-label,
.StatCard-footer {
  font-size: 14px;
  line-height: 20px;
  color: var(--mui-palette-text-secondary);
}
.StatCard-label {
  font-weight: 500;
}
.StatCard-value {
  font-size: 30px;
  line-height: 36px;
  font-weight: 600;
  color: var(--mui-palette-text-primary);
}
.StatCard-change {
  font-weight: 600;
  color: var(--mui-palette-error-main);
}
.StatCard-change.positive {
  color: var(--mui-palette-success-main);
}
`;

export default function StatCard() {
  return (
    <div className="StatCard-list">
      <style href="stat-card-css" precedence="default">
        {css}
      </style>
      {stats.map((stat) => (
        <div key={stat.label} className="StatCard-root">
          <span className="StatCard-label">{stat.label}</span>
          <span className="StatCard-value">{stat.value}</span>
          <span className="StatCard-footer">
            <span className={`StatCard-change${stat.positive ? ' positive' : ''}`}>
              {stat.change}
            </span>{' '}
            vs. last month
          </span>
        </div>
      ))}
    </div>
  );
}
