import {
  Alert,
  Box,
  Button,
  Chip,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useGetList, useNotify, useRefresh } from 'react-admin';
import type { Sponsor, SponsorClaim, SponsorshipRow, WireMoney } from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { CardLine, RowCards, useNarrow } from '../shared/CardList';
import { ChartCard, palette } from '../superadmin/dashboard/Charts';
import { commandError } from './commandError';
import { categoryLabel } from './labels';
import { moneyText, totalsText } from './money';
import { PaymentList } from './PaymentList';
import {
  GrantSponsorshipDialog,
  RegisterSponsorDialog,
  SponsorPaymentDialog,
  kindLabels,
} from './SponsorDialogs';

const amount = (currency: WireMoney['currency'], minor: string) => moneyText({ currency, minor });

/** "Tuition, Levy · 100 % · Term 1 2026 on" */
const shareText = (s: SponsorshipRow) =>
  [
    s.categories.map(categoryLabel).join(', '),
    s.cap ? `up to ${moneyText(s.cap)} a term` : `${s.percent} %`,
    s.toTermName ? `${s.fromTermName} to ${s.toTermName}` : `${s.fromTermName} on`,
  ].join(' · ');

function Sponsorship({ s }: { s: SponsorshipRow }) {
  const notify = useNotify();
  const refresh = useRefresh();
  const end = async () => {
    try {
      await sendCommand('EndSponsorship', { sponsorshipId: s.id });
      notify(`${s.studentName}’s sponsorship ended`, { type: 'success' });
      refresh();
    } catch (failure) {
      notify(commandError(failure, 'The sponsorship was not ended. Try again.'), { type: 'error' });
    }
  };
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, py: 0.25 }}>
      <Typography variant="body2" component="span" sx={{ fontWeight: 500 }}>
        {s.studentName}
      </Typography>
      <Typography variant="body2" component="span" color="text.secondary">
        {shareText(s)}
      </Typography>
      {s.status === 'Ended' ? (
        <Chip size="small" label="Ended" />
      ) : (
        <Button
          size="small"
          onClick={() => void end()}
          aria-label={`End ${s.studentName}’s sponsorship`}
        >
          End
        </Button>
      )}
    </Box>
  );
}

function SponsorList({ sponsors, narrow }: { sponsors: Sponsor[]; narrow: boolean }) {
  if (sponsors.length === 0)
    return <Typography color="text.secondary">No sponsors registered yet.</Typography>;
  if (narrow)
    return (
      <RowCards rows={sponsors} testId="sponsor-card" title={(s) => s.name}>
        {(s) => (
          <>
            <CardLine label="Kind">{kindLabels[s.kind]}</CardLine>
            <CardLine label="Owes">{totalsText(s.owed)}</CardLine>
            {s.sponsorships.map((h) => (
              <Sponsorship key={h.id} s={h} />
            ))}
          </>
        )}
      </RowCards>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Sponsors">
        <TableHead>
          <TableRow>
            <TableCell>Sponsor</TableCell>
            <TableCell>Kind</TableCell>
            <TableCell>Learners sponsored</TableCell>
            <TableCell align="right">Owes</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {sponsors.map((s) => (
            <TableRow key={s.id}>
              <TableCell>{s.name}</TableCell>
              <TableCell>{kindLabels[s.kind]}</TableCell>
              <TableCell>
                {s.sponsorships.length === 0
                  ? 'None yet'
                  : s.sponsorships.map((h) => <Sponsorship key={h.id} s={h} />)}
              </TableCell>
              <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                {totalsText(s.owed)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** Owed per term, a bar per currency (in units, not cents). */
function OwedChart({ claims }: { claims: SponsorClaim[] }) {
  const terms = [...new Set(claims.map((c) => c.termName))];
  const used = [...new Set(claims.map((c) => c.currency))].sort();
  const data = terms.map((term) => ({
    term,
    ...Object.fromEntries(
      used.map((currency) => [
        currency,
        claims
          .filter((c) => c.termName === term && c.currency === currency)
          .reduce((sum, c) => sum + Number(c.owed), 0) / 100,
      ]),
    ),
  }));
  return (
    <ChartCard
      title="Owed by sponsors per term"
      testId="chart-sponsor-owed"
      empty={claims.length === 0}
    >
      <BarChart data={data}>
        <CartesianGrid strokeDasharray="3 3" />
        <XAxis dataKey="term" tick={{ fontSize: 11 }} interval={0} />
        <YAxis />
        <Tooltip />
        <Legend />
        {used.map((currency, i) => (
          <Bar
            key={currency}
            dataKey={currency}
            name={currency}
            fill={palette[i * 2]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ChartCard>
  );
}

function ClaimsRegister({ claims, narrow }: { claims: SponsorClaim[]; narrow: boolean }) {
  if (claims.length === 0)
    return (
      <Typography color="text.secondary">
        No sponsor has been claimed for yet: claims come with billing.
      </Typography>
    );
  if (narrow)
    return (
      <RowCards rows={claims} testId="claim-card" title={(c) => `${c.sponsorName} · ${c.termName}`}>
        {(c) => (
          <>
            <CardLine label="Claimed">{amount(c.currency, c.claimed)}</CardLine>
            <CardLine label="Paid">{amount(c.currency, c.paid)}</CardLine>
            <CardLine label="Owed">{amount(c.currency, c.owed)}</CardLine>
          </>
        )}
      </RowCards>
    );
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Sponsor claims">
        <TableHead>
          <TableRow>
            <TableCell>Sponsor</TableCell>
            <TableCell>Term</TableCell>
            <TableCell align="right">Learners</TableCell>
            <TableCell align="right">Claimed</TableCell>
            <TableCell align="right">Paid</TableCell>
            <TableCell align="right">Owed</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {claims.map((c) => (
            <TableRow key={c.id}>
              <TableCell>{c.sponsorName}</TableCell>
              <TableCell>{c.termName}</TableCell>
              <TableCell align="right">{c.learners}</TableCell>
              <TableCell align="right">{amount(c.currency, c.claimed)}</TableCell>
              <TableCell align="right">{amount(c.currency, c.paid)}</TableCell>
              <TableCell align="right">{amount(c.currency, c.owed)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/**
 * The school's sponsors: register one, grant a sponsorship to a learner, record a sponsor's
 * payment; each sponsor with its learners and what it owes, the sponsors' payments (each with its
 * receipt and Reverse), and the claims register (claimed,
 * paid and owed per sponsor and term) with a chart of what is owed per term.
 */
export function Sponsors() {
  const narrow = useNarrow('md');
  const sponsors = useGetList<Sponsor>('sponsors', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'name', order: 'ASC' },
  });
  const claims = useGetList<SponsorClaim>('sponsor-claims', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'termName', order: 'ASC' },
  });
  const list = sponsors.data ?? [];
  const error = sponsors.error ?? claims.error;
  return (
    <Stack spacing={2}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'flex-start' } }}
      >
        <RegisterSponsorDialog />
        {list.length > 0 && <GrantSponsorshipDialog sponsors={list} />}
        {list.length > 0 && <SponsorPaymentDialog sponsors={list} />}
      </Stack>
      {error && (
        <Alert severity="error">{commandError(error, 'The sponsors could not be loaded.')}</Alert>
      )}
      {!sponsors.isPending && <SponsorList sponsors={list} narrow={narrow} />}
      {list.length > 0 && (
        <>
          <Typography variant="h6" component="h2">
            Sponsor payments
          </Typography>
          <PaymentList
            filter={{ sponsorId: list.map((x) => x.id) }}
            label="Sponsor payments"
            payer
          />
        </>
      )}
      <Typography variant="h6" component="h2">
        Claims register
      </Typography>
      <OwedChart claims={claims.data ?? []} />
      {!claims.isPending && <ClaimsRegister claims={claims.data ?? []} narrow={narrow} />}
    </Stack>
  );
}
