import { Box, useMediaQuery, useTheme } from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartCard, palette } from '../../superadmin/dashboard/Charts';
import { dimensionLabels, gradesIn, type Dimension, type Summary } from './summarise';

/** Subject averages, pass rates and the grade distribution, one bar per group. */
export function ResultsCharts({ summaries, by }: { summaries: Summary[]; by: Dimension }) {
  const empty = summaries.length === 0;
  const grades = gradesIn(summaries);
  const distribution = summaries.map((s) => ({ label: s.label, ...s.grades }));
  const group = dimensionLabels[by].toLowerCase();
  // Labels tilted once they would run into each other: more than four groups, or more than two on a phone.
  const phone = useMediaQuery(useTheme().breakpoints.down('sm'));
  const tilted = summaries.length > (phone ? 2 : 4);
  const axis = (
    <XAxis
      dataKey="label"
      interval={0}
      tick={{ fontSize: 11 }}
      angle={tilted ? -30 : 0}
      textAnchor={tilted ? 'end' : 'middle'}
      height={tilted ? 70 : 30}
    />
  );
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        gap: 2,
      }}
    >
      <ChartCard title={`Average mark by ${group}`} testId="chart-averages" empty={empty}>
        <BarChart data={summaries}>
          <CartesianGrid strokeDasharray="3 3" />
          {axis}
          <YAxis domain={[0, 100]} />
          <Tooltip />
          <Bar dataKey="average" name="Average (%)" fill={palette[0]} isAnimationActive={false} />
        </BarChart>
      </ChartCard>
      <ChartCard title={`Pass rate by ${group}`} testId="chart-pass-rates" empty={empty}>
        <BarChart data={summaries}>
          <CartesianGrid strokeDasharray="3 3" />
          {axis}
          <YAxis domain={[0, 100]} unit="%" />
          <Tooltip />
          <Bar
            dataKey="passRate"
            name="Pass rate (%)"
            fill={palette[2]}
            isAnimationActive={false}
          />
        </BarChart>
      </ChartCard>
      <Box sx={{ gridColumn: { lg: '1 / -1' } }}>
        <ChartCard title={`Grade distribution by ${group}`} testId="chart-grades" empty={empty}>
          <BarChart data={distribution}>
            <CartesianGrid strokeDasharray="3 3" />
            {axis}
            <YAxis allowDecimals={false} />
            <Tooltip />
            <Legend />
            {grades.map((grade, i) => (
              <Bar
                key={grade}
                dataKey={grade}
                name={`Grade ${grade}`}
                stackId="grades"
                fill={palette[i % palette.length]}
                isAnimationActive={false}
              />
            ))}
          </BarChart>
        </ChartCard>
      </Box>
    </Box>
  );
}
