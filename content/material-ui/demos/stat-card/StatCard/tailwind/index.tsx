interface Stat {
  label: string;
  value: string;
  change: string;
  /** Whether the change is good news (green) or bad news (red). */
  positive: boolean;
}

const stats: Stat[] = [
  { label: 'Monthly active users', value: '12,480', change: '+8.2%', positive: true },
  { label: 'Average response time', value: '1.8 s', change: '+12%', positive: false },
  { label: 'Open support tickets', value: '37', change: '−5', positive: true },
];

// Rules equivalent to what Tailwind CSS v4 generates for the utilities used below. In an
// app with a Tailwind build, delete this block: the build emits them from the class names.
const utilities = `
.flex { display: flex; }
.flex-col { flex-direction: column; }
.flex-wrap { flex-wrap: wrap; }
.gap-1 { gap: 0.25rem; }
.gap-4 { gap: 1rem; }
.min-w-\\[200px\\] { min-width: 200px; }
.p-4 { padding: 1rem; }
.border { border-style: solid; border-width: 1px; }
.border-\\(--mui-palette-divider\\) { border-color: var(--mui-palette-divider); }
.rounded-\\(--mui-shape-borderRadius\\) { border-radius: var(--mui-shape-borderRadius); }
.bg-\\(--mui-palette-background-paper\\) { background-color: var(--mui-palette-background-paper); }
.text-sm { font-size: 0.875rem; line-height: 1.25rem; }
.text-3xl { font-size: 1.875rem; line-height: 2.25rem; }
.font-medium { font-weight: 500; }
.font-semibold { font-weight: 600; }
.text-\\(--mui-palette-text-primary\\) { color: var(--mui-palette-text-primary); }
.text-\\(--mui-palette-text-secondary\\) { color: var(--mui-palette-text-secondary); }
.text-\\(--mui-palette-success-main\\) { color: var(--mui-palette-success-main); }
.text-\\(--mui-palette-error-main\\) { color: var(--mui-palette-error-main); }
`;

export default function StatCard() {
  return (
    <div className="flex flex-wrap gap-4">
      <style href="stat-card-tailwind-utilities" precedence="default">
        {utilities}
      </style>
      {stats.map((stat) => (
        <div
          key={stat.label}
          className="flex flex-col gap-1 min-w-[200px] p-4 border border-(--mui-palette-divider) rounded-(--mui-shape-borderRadius) bg-(--mui-palette-background-paper)"
        >
          <span className="text-sm font-medium text-(--mui-palette-text-secondary)">
            {stat.label}
          </span>
          <span className="text-3xl font-semibold text-(--mui-palette-text-primary)">
            {stat.value}
          </span>
          <span className="text-sm text-(--mui-palette-text-secondary)">
            <span
              className={`font-semibold ${stat.positive ? 'text-(--mui-palette-success-main)' : 'text-(--mui-palette-error-main)'}`}
            >
              {stat.change}
            </span>{' '}
            vs. last month
          </span>
        </div>
      ))}
    </div>
  );
}
