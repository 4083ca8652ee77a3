import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { ResultsStatistics } from './ResultsStatistics';
import { YearComparison } from './YearComparison';

/** /admin/statistics: the school's published results in charts, and this year's beside last year's per subject. */
export function StatisticsPage() {
  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Title title="Statistics" />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Results statistics
      </Typography>
      <ResultsStatistics scope="school" />
      <YearComparison />
    </Box>
  );
}
