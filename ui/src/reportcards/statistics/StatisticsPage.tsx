import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { ResultsStatistics } from './ResultsStatistics';

/** /admin/statistics: the school's published results in charts. */
export function StatisticsPage() {
  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Title title="Statistics" />
      <Typography variant="h5" component="h2" sx={{ mb: 2 }}>
        Results statistics
      </Typography>
      <ResultsStatistics scope="school" />
    </Box>
  );
}
