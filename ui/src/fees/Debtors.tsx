import { useEffect, useState } from 'react';
import { Alert, Box, Button, Stack, TextField, Typography } from '@mui/material';
import { ImportButton } from '../imports/ImportButton';
import DownloadIcon from '@mui/icons-material/Download';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { useWatch } from 'react-hook-form';
import {
  DataTable,
  List,
  SearchInput,
  SelectInput,
  TopToolbar,
  useInput,
  useListContext,
  useRecordContext,
} from 'react-admin';
import {
  decimalAmount,
  formatSchoolDay,
  type DebtorBalance,
  type DebtorTotal,
  type FeeDebtor,
  type WireMoney,
} from '@chikoro/contracts';
import { apiBlob, apiFetch } from '../api/httpClient';
import { saveBlob } from '../reportcards/api';
import { ClassFilter } from '../attendance/ClassFilter';
import { CardLine, CardList, useNarrow } from '../shared/CardList';
import { useChoices } from '../shared/useChoices';
import { ChartCard, palette } from '../superadmin/dashboard/Charts';
import { commandError } from './commandError';
import { moneyText } from './money';

const buckets = [
  { key: 'current', label: 'Current' },
  { key: 'days30', label: '30–59 days' },
  { key: 'days60', label: '60–89 days' },
  { key: 'days90', label: '90+ days' },
] as const;

const money = (b: Pick<DebtorBalance, 'currency'>, minor: string) =>
  moneyText({ currency: b.currency, minor });

function LevelFilter(props: { source: string; alwaysOn?: boolean }) {
  const { choices } = useChoices<{ id: string; name: string }>('levels', (l) => l.name);
  return <SelectInput {...props} label="Level" choices={choices} emptyText="All levels" />;
}

/**
 * "Owing at least", typed as people write amounts ("250" or "250.50"), in the currency chosen (USD
 * unless ZiG is): the filter is set once what is typed is an amount, and follows the currency.
 */
function MinBalanceInput({ source }: { source: string; alwaysOn?: boolean }) {
  const currency = (useWatch({ name: 'currency' }) as string | undefined) || 'USD';
  const { field } = useInput({ source });
  // No amount is an empty string, which the filters drop (react-hook-form keeps no undefined).
  const value = (field.value || undefined) as WireMoney | undefined;
  const [text, setText] = useState(() => (value ? (Number(value.minor) / 100).toFixed(2) : ''));
  const { onChange } = field;
  useEffect(() => {
    if (value && value.currency !== currency) onChange({ ...value, currency });
  }, [currency, value, onChange]);
  // Cleared from elsewhere (the filters reset): the text goes too; an amount half typed ("12.") stays.
  useEffect(() => {
    if (value === undefined)
      setText((typed) => (decimalAmount.safeParse(typed).success ? '' : typed));
  }, [value]);
  return (
    <TextField
      id="debtors-min-balance"
      label={`Owing at least (${currency})`}
      variant="filled"
      size="small"
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        const amount = decimalAmount.safeParse(e.target.value);
        onChange(amount.success ? { currency, minor: amount.data } : '');
      }}
      slotProps={{ htmlInput: { inputMode: 'decimal' } }}
    />
  );
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search a family or learner" />,
  <ClassFilter key="classId" source="classId" alwaysOn />,
  <LevelFilter key="levelId" source="levelId" alwaysOn />,
  <SelectInput
    key="currency"
    source="currency"
    label="Currency"
    choices={[
      { id: 'USD', name: 'USD' },
      { id: 'ZWG', name: 'ZiG (ZWG)' },
    ]}
    emptyText="Any currency"
    alwaysOn
  />,
  <MinBalanceInput key="minBalance" source="minBalance" alwaysOn />,
];

const query = (filter: object, sort?: { field: string; order: string }) =>
  `?filter=${encodeURIComponent(JSON.stringify(filter))}${sort ? `&sort=${encodeURIComponent(JSON.stringify([sort.field, sort.order]))}` : ''}`;

function ExportButton() {
  const { filterValues, sort } = useListContext();
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      <Button
        startIcon={<DownloadIcon />}
        onClick={() => {
          setError(null);
          apiBlob(`/api/fee-debtors.xlsx${query(filterValues, sort)}`)
            .then((blob) => saveBlob(blob, 'debtors.xlsx'))
            .catch((e: unknown) => setError(commandError(e, 'The export failed. Try again.')));
        }}
      >
        Export
      </Button>
      {error && <Alert severity="error">{error}</Alert>}
    </>
  );
}

/** What the families the filter finds owe, per currency (never added across), and a bar chart of its ageing. */
function DebtorTotals() {
  const { filterValues } = useListContext();
  const [totals, setTotals] = useState<DebtorTotal[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const key = JSON.stringify(filterValues);
  useEffect(() => {
    const controller = new AbortController();
    apiFetch(`/api/fee-debtors-totals${query(JSON.parse(key) as object)}`, {
      signal: controller.signal,
    })
      .then((res) => {
        setTotals(res.json as DebtorTotal[]);
        setError(null);
      })
      .catch((e: unknown) => {
        if (!controller.signal.aborted)
          setError(commandError(e, 'The totals could not be loaded.'));
      });
    return () => controller.abort();
  }, [key]);
  if (error) return <Alert severity="error">{error}</Alert>;
  if (!totals) return null;
  const chart = buckets.map((b) => ({
    label: b.label,
    ...Object.fromEntries(totals.map((t) => [t.currency, Number(t[b.key]) / 100])),
  }));
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) minmax(0, 1.4fr)' },
        gap: 2,
        p: { xs: 1, sm: 2 },
      }}
    >
      <Stack spacing={1} data-testid="debtor-totals">
        {totals.length === 0 && (
          <Typography color="text.secondary">Nobody owes anything.</Typography>
        )}
        {totals.map((t) => (
          <Box key={t.currency}>
            <Typography variant="h6" component="p">
              {money(t, t.balance)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              owed by {t.families} {t.families === 1 ? 'family' : 'families'}:{' '}
              {buckets.map((b) => `${b.label.toLowerCase()} ${money(t, t[b.key])}`).join(', ')}
            </Typography>
          </Box>
        ))}
      </Stack>
      <ChartCard title="Owed by age" testId="chart-debtor-ageing" empty={totals.length === 0}>
        <BarChart data={chart}>
          <CartesianGrid strokeDasharray="3 3" />
          <XAxis dataKey="label" tick={{ fontSize: 11 }} interval={0} />
          <YAxis />
          <Tooltip />
          <Legend />
          {totals.map((t, i) => (
            <Bar
              key={t.currency}
              dataKey={t.currency}
              name={t.currency}
              fill={palette[i * 2]}
              isAnimationActive={false}
            />
          ))}
        </BarChart>
      </ChartCard>
    </Box>
  );
}

function Owed({ which }: { which: 'balance' | 'ageing' }) {
  const r = useRecordContext<FeeDebtor>();
  if (!r) return null;
  return (
    <>
      {r.balances.map((b) => (
        <Box key={b.currency} sx={{ whiteSpace: which === 'balance' ? 'nowrap' : undefined }}>
          {which === 'balance'
            ? money(b, b.balance)
            : buckets
                .filter((k) => b[k.key] !== '0')
                .map((k) => `${k.label}: ${money(b, b[k.key])}`)
                .join(' · ')}
        </Box>
      ))}
    </>
  );
}

const learners = (r: FeeDebtor) => r.students.map((s) => s.name).join(', ');
const classesOf = (r: FeeDebtor) => [...new Set(r.students.map((s) => s.className))].join(', ');
const day = (d: string | null) => (d ? formatSchoolDay(d) : 'None');

function DebtorCard() {
  const r = useRecordContext<FeeDebtor>();
  if (!r) return null;
  return (
    <>
      <Typography variant="subtitle1" component="p">
        {learners(r)}
      </Typography>
      <CardLine label="Class">{classesOf(r)}</CardLine>
      <CardLine label="Owes">
        <Owed which="balance" />
      </CardLine>
      <CardLine label="Age">
        <Owed which="ageing" />
      </CardLine>
      <CardLine label="Last payment">{day(r.lastPaymentDate)}</CardLine>
    </>
  );
}

const Column = DataTable.Col<FeeDebtor>;

/** The school's debtors: each family owing, per currency, aged by the due dates of what is unpaid, with the totals, an export and the import of opening balances from the old books. */
export function Debtors() {
  const narrow = useNarrow('md');
  return (
    <List
      resource="fee-debtors"
      title={false}
      filters={filters}
      sort={{ field: 'names', order: 'ASC' }}
      perPage={25}
      disableSyncWithLocation
      actions={
        <TopToolbar>
          <ImportButton kind="openingBalances" label="Import opening balances" />
          <ExportButton />
        </TopToolbar>
      }
      empty={false}
    >
      <DebtorTotals />
      {narrow ? (
        <CardList testId="debtor-card">
          <DebtorCard />
        </CardList>
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <Column source="names" label="Family" render={learners} />
          <Column label="Class" disableSort render={classesOf} />
          <Column source="owingUsd" label="Owes">
            <Owed which="balance" />
          </Column>
          <Column label="Age" disableSort>
            <Owed which="ageing" />
          </Column>
          <Column source="oldestDue" label="Oldest due" render={(r) => day(r.oldestDue)} />
          <Column
            source="lastPaymentDate"
            label="Last payment"
            render={(r) => day(r.lastPaymentDate)}
          />
        </DataTable>
      )}
    </List>
  );
}
