import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { Title } from 'react-admin';
import { ExchangeRates } from './ExchangeRates';
import { FeeSchedule } from './FeeSchedule';

/** The admin's Fees page: the term's fee schedule and the day's official ZiG rates. */
export function FeesPage() {
  const [tab, setTab] = useState(0);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }}>
      <Title title="Fees" />
      <Tabs value={tab} onChange={(_, v: number) => setTab(v)} sx={{ mb: 2 }} variant="scrollable" allowScrollButtonsMobile>
        <Tab label="Fee schedule" id="fees-tab-0" aria-controls="fees-panel-0" />
        <Tab label="Exchange rates" id="fees-tab-1" aria-controls="fees-panel-1" />
      </Tabs>
      <Box role="tabpanel" id={`fees-panel-${tab}`} aria-labelledby={`fees-tab-${tab}`}>
        {tab === 0 ? <FeeSchedule /> : <ExchangeRates />}
      </Box>
    </Box>
  );
}
