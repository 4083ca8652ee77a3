import { Box, Card, CardContent, Typography } from '@mui/material';
import {
  Bar,
  BarChart,
  CartesianGrid,
  Cell,
  Legend,
  Pie,
  PieChart,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from 'recharts';
import type { PlatformStatistics } from '@chikoro/contracts';
import { ownershipLabels } from '../../schools/enrolmentFields';

export const palette = [
  '#1b5e20',
  '#f9a825',
  '#1565c0',
  '#c62828',
  '#6a1b9a',
  '#00838f',
  '#ef6c00',
  '#5d4037',
  '#546e7a',
  '#2e7d32',
];

export function ChartCard({
  title,
  testId,
  empty,
  children,
}: {
  title: string;
  testId: string;
  empty: boolean;
  children: React.ReactElement;
}) {
  return (
    <Card data-testid={testId}>
      <CardContent>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          {title}
        </Typography>
        {empty ? (
          <Typography variant="body2" color="text.secondary" sx={{ py: 6, textAlign: 'center' }}>
            Nothing to chart yet.
          </Typography>
        ) : (
          <Box sx={{ height: 260 }}>
            <ResponsiveContainer width="100%" height="100%">
              {children}
            </ResponsiveContainer>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

const monthLabel = (month: string) =>
  new Date(`${month}-01T00:00:00Z`).toLocaleDateString(undefined, {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** Enrolment requests per month, and approved schools by province and by ownership type. */
export function Charts({ figures }: { figures: PlatformStatistics }) {
  const months = figures.byMonth.map((m) => ({ ...m, label: monthLabel(m.month) }));
  const ownership = figures.byOwnership.map((o) => ({
    name: ownershipLabels[o.ownershipType] ?? o.ownershipType,
    value: o.schools,
  }));
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' }, gap: 2 }}>
      <ChartCard
        title="Enrolment requests per month"
        testId="chart-requests-per-month"
        empty={months.length === 0}
      >
        <BarChart data={months}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Bar dataKey="submitted" name="Submitted" fill={palette[2]} isAnimationActive={false} />
          <Bar dataKey="approved" name="Approved" fill={palette[0]} isAnimationActive={false} />
          <Bar dataKey="rejected" name="Rejected" fill={palette[3]} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
      <ChartCard
        title="Approved schools by ownership"
        testId="chart-by-ownership"
        empty={ownership.length === 0}
      >
        <PieChart>
          <Pie
            data={ownership}
            dataKey="value"
            nameKey="name"
            outerRadius={90}
            label
            isAnimationActive={false}
          >
            {ownership.map((entry, i) => (
              <Cell key={entry.name} fill={palette[i % palette.length]} />
            ))}
          </Pie>
          <Tooltip />
          <Legend />
        </PieChart>
      </ChartCard>
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <ChartCard
          title="Approved schools by province"
          testId="chart-by-province"
          empty={figures.byProvince.length === 0}
        >
          <BarChart data={figures.byProvince} layout="vertical" margin={{ left: 40 }}>
            <CartesianGrid strokeDasharray="3 3" />
            <XAxis type="number" allowDecimals={false} />
            <YAxis type="category" dataKey="province" width={140} />
            <Tooltip />
            <Bar
              dataKey="schools"
              name="Schools"
              fill={palette[0]}
              isAnimationActive={false}
              barSize={28}
            />
          </BarChart>
        </ChartCard>
      </Box>
    </Box>
  );
}
