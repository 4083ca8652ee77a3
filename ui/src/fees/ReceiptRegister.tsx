import { useEffect, useState } from 'react';
import { Alert, Button, Typography } from '@mui/material';
import {
  DataTable,
  DateInput,
  List,
  SearchInput,
  SelectInput,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { formatSchoolDay, type ReceiptGapCheck, type RegisterReceipt } from '@chikoro/contracts';
import { apiFetch } from '../api/httpClient';
import { CardLine, CardList, useNarrow } from '../shared/CardList';
import { channelLabels } from './channels';
import { commandError, harareToday } from './commandError';
import { moneyText } from './money';
import { downloadReceipt } from './receipts';

/** This year in Harare, as receipts number it. */
const thisYear = () => harareToday().slice(0, 4);

/** The register's filters: a receipt's number or payer, the year (this one and the four before) and the days. */
const filtersOf = (year: string) => [
  <SearchInput key="q" source="q" alwaysOn placeholder="Receipt number or payer" />,
  <SelectInput
    key="year"
    source="year"
    label="Year"
    choices={[0, 1, 2, 3, 4]
      .map((back) => String(Number(year) - back))
      .map((y) => ({ id: y, name: y }))}
    alwaysOn
  />,
  <DateInput key="dateFrom" source="dateFrom" label="From" alwaysOn />,
  <DateInput key="dateTo" source="dateTo" label="To" alwaysOn />,
];

/** A receipt number without its year: `2026-000042` → `000042`. */
const numberOf = (receiptNo: string) => receiptNo.slice(5);

/** What the server's check of the whole year found: the run of numbers, and each one missing. */
export function gapText(check: ReceiptGapCheck): string {
  if (check.first === null || check.last === null) return `No receipts in ${check.year}.`;
  const span = `Receipts ${numberOf(check.first)}–${numberOf(check.last)}`;
  if (check.missing.length === 0) return `${span}: no gap`;
  const runs = check.missing.map((m) =>
    m.from === m.to ? numberOf(m.from) : `${numberOf(m.from)}–${numberOf(m.to)}`,
  );
  return `${span}: missing ${runs.join(', ')}`;
}

/** The gap check of the year chosen, worked out by the server over every receipt of that year. */
function GapCheck() {
  const { filterValues } = useListContext();
  const year = (filterValues as { year?: string }).year || thisYear();
  const [check, setCheck] = useState<ReceiptGapCheck | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch(`/api/receipt-register-check?year=${year}`, { signal: controller.signal })
      .then((res) => {
        setCheck(res.json as ReceiptGapCheck);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted) setError(commandError(e, 'The gap check failed.'));
      });
    return () => controller.abort();
  }, [year]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!check) return null;
  return (
    <Alert
      severity={check.missing.length === 0 ? 'success' : 'error'}
      sx={{ mb: 1 }}
      role="status"
      aria-label={`Gap check ${check.year}`}
    >
      {gapText(check)}
    </Alert>
  );
}

function ReceiptButton() {
  const r = useRecordContext<RegisterReceipt>();
  const [error, setError] = useState<string | null>(null);
  if (!r) return null;
  return (
    <>
      <Button
        size="small"
        aria-label={`Receipt ${r.receiptNo} PDF`}
        onClick={() => {
          setError(null);
          downloadReceipt(r).catch((e: unknown) =>
            setError(commandError(e, 'The receipt could not be downloaded.')),
          );
        }}
      >
        {r.receiptNo}
      </Button>
      {error && <Typography color="error">{error}</Typography>}
    </>
  );
}

const statusText = (r: RegisterReceipt) =>
  r.status === 'Reversed' ? `Reversed: ${r.reversalReason ?? ''}` : 'Recorded';
const payerText = (r: RegisterReceipt) =>
  `${r.payerName} (${r.payer === 'Sponsor' ? 'sponsor' : 'family'})`;

function ReceiptCard() {
  const r = useRecordContext<RegisterReceipt>();
  if (!r) return null;
  return (
    <>
      <ReceiptButton />
      <CardLine label="Date">{formatSchoolDay(r.date)}</CardLine>
      <CardLine label="Payer">{payerText(r)}</CardLine>
      <CardLine label="Channel">{channelLabels[r.channel]}</CardLine>
      <CardLine label="Amount">{moneyText(r.amount)}</CardLine>
      <CardLine label="Cashier">{r.cashierName ?? '—'}</CardLine>
      <CardLine label="Status">{statusText(r)}</CardLine>
    </>
  );
}

const Column = DataTable.Col<RegisterReceipt>;

/** The receipt register: every receipt of the school in number order, with the year's gap check above. */
export function ReceiptRegister() {
  const narrow = useNarrow('md');
  const [year] = useState(thisYear);
  const [filters] = useState(() => filtersOf(year));
  return (
    <List
      resource="receipt-register"
      title={false}
      filters={filters}
      filterDefaultValues={{ year }}
      sort={{ field: 'receiptNo', order: 'ASC' }}
      perPage={25}
      disableSyncWithLocation
      actions={false}
      empty={false}
    >
      <GapCheck />
      {narrow ? (
        <CardList testId="receipt-card">
          <ReceiptCard />
        </CardList>
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <Column source="receiptNo" label="Number">
            <ReceiptButton />
          </Column>
          <Column source="date" label="Date" render={(r) => formatSchoolDay(r.date)} />
          <Column label="Payer" disableSort render={payerText} />
          <Column label="Channel" disableSort render={(r) => channelLabels[r.channel]} />
          <Column label="Amount" disableSort render={(r) => moneyText(r.amount)} />
          <Column label="Cashier" disableSort render={(r) => r.cashierName ?? '—'} />
          <Column label="Status" disableSort render={statusText} />
        </DataTable>
      )}
    </List>
  );
}
