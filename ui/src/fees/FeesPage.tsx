import { useState } from 'react';
import { Box, Tab, Tabs } from '@mui/material';
import { Title } from 'react-admin';
import { Billing } from './Billing';
import { CashUp } from './CashUp';
import { Collections } from './Collections';
import { CollectionRates } from './CollectionRates';
import { Debtors } from './Debtors';
import { ExchangeRates } from './ExchangeRates';
import { FeeSchedule } from './FeeSchedule';
import { PaymentDesk } from './PaymentDesk';
import { ReceiptRegister } from './ReceiptRegister';
import { Sponsors } from './Sponsors';
import { Discounts } from './Discounts';
import { PaymentDetailsPanel } from './PaymentDetails';
import { ReceiptMessagesCard } from './ReceiptMessages';
import { getSession } from '../auth/session';

const panels = [
  { label: 'Fee schedule', panel: <FeeSchedule /> },
  { label: 'Billing', panel: <Billing /> },
  { label: 'Payment desk', panel: <PaymentDesk /> },
  { label: 'Debtors', panel: <Debtors /> },
  { label: 'Cash-up', panel: <CashUp /> },
  { label: 'Receipts', panel: <ReceiptRegister /> },
  { label: 'Collections', panel: <Collections /> },
  { label: 'Collection rate', panel: <CollectionRates /> },
  { label: 'Sponsors', panel: <Sponsors /> },
  { label: 'Discounts', panel: <Discounts /> },
  { label: 'Exchange rates', panel: <ExchangeRates /> },
  // The school's payment details are the admin's to set (a bursar's Fees page has no such tab).
  { label: 'How to pay', panel: <PaymentDetailsPanel />, adminOnly: true },
  { label: 'Receipt messages', panel: <ReceiptMessagesCard /> },
];

/** The fee keepers' Fees page: the term's fee schedule, billing with its dry run, the payment desk, the debtors, the day's cash-up and cash sessions, the receipt register with its gap check, the collections per day, the collection rate per class, the sponsors and their claims, the discounts, the official ZiG rates, (the admin's alone) how families pay, and whether receipts go by SMS and email. */
export function FeesPage() {
  const [tab, setTab] = useState(0);
  const shown = panels.filter((p) => !p.adminOnly || getSession()?.role === 'ADMIN');
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200, contain: 'inline-size' }}>
      <Title title="Fees" />
      <Tabs
        value={tab}
        onChange={(_, v: number) => setTab(v)}
        sx={{ mb: 2 }}
        variant="scrollable"
        allowScrollButtonsMobile
      >
        {shown.map((p, i) => (
          <Tab
            key={p.label}
            label={p.label}
            id={`fees-tab-${i}`}
            aria-controls={`fees-panel-${i}`}
          />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`fees-panel-${tab}`} aria-labelledby={`fees-tab-${tab}`}>
        {shown[tab]?.panel}
      </Box>
    </Box>
  );
}
