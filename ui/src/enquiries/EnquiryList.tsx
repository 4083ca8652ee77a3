import { Box, MenuItem, TextField, Typography } from '@mui/material';
import {
  DataTable,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  TopToolbar,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { enquiryStatuses, type Enquiry } from '@chikoro/contracts';
import { CardLine, CardList, useNarrow } from '../shared/CardList';
import { EditStatusButton } from './EditStatusButton';
import { EnquiryDetailsButton } from './EnquiryDetailsButton';
import { EnquiryStatusChip } from './EnquiryStatusChip';
import { adminName, schoolAddress } from './format';
import { formatDate } from '../shared/dates';

const DEFAULT_SORT = { field: 'createdAt', order: 'DESC' } as const;

/** Spec 000 §2's 'Sort by': None (newest first), Name (A to Z), Date (oldest first). */
const sortChoices = {
  none: DEFAULT_SORT,
  name: { field: 'name', order: 'ASC' },
  date: { field: 'createdAt', order: 'ASC' },
} as const;
type SortChoice = keyof typeof sortChoices;

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder="Search enquiry by school name, admin name or location..."
    sx={{ width: { xs: '100%', sm: 520 } }}
  />,
  <SelectInput
    key="status"
    source="status"
    label="Filter by"
    alwaysOn
    emptyText="None"
    choices={enquiryStatuses.map((status) => ({ id: status, name: status }))}
  />,
];

function SortBy() {
  const { sort, setSort } = useListContext();
  const current =
    (Object.keys(sortChoices) as SortChoice[]).find(
      (k) => sortChoices[k].field === sort.field && sortChoices[k].order === sort.order,
    ) ?? '';
  return (
    <TextField
      select
      size="small"
      label="Sort by"
      name="sortBy"
      value={current}
      onChange={(event) => setSort({ ...sortChoices[event.target.value as SortChoice] })}
      sx={{ minWidth: 140 }}
    >
      <MenuItem value="none">None</MenuItem>
      <MenuItem value="name">Name</MenuItem>
      <MenuItem value="date">Date</MenuItem>
    </TextField>
  );
}

function Actions() {
  return (
    <TopToolbar sx={{ alignItems: 'center' }}>
      <SortBy />
    </TopToolbar>
  );
}

const Column = DataTable.Col<Enquiry>;

/** An enquiry on a phone: the table's columns as lines, then Edit Status and View Details. */
function EnquiryCard() {
  const record = useRecordContext<Enquiry>();
  if (!record) return null;
  return (
    <>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {record.name}
        </Typography>
        <EnquiryStatusChip status={record.status} />
      </Box>
      <CardLine label="School Address">{schoolAddress(record)}</CardLine>
      <CardLine label="Name of Admin">
        {adminName(record)} · {record.adminPhonenumber} · {record.adminEmail}
      </CardLine>
      <CardLine label="School phone number">{record.schoolContact}</CardLine>
      <CardLine label="Date">{formatDate(record.createdAt)}</CardLine>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 1 }}>
        <EditStatusButton />
        <EnquiryDetailsButton />
      </Box>
    </>
  );
}

/**
 * Spec 000 §2: /superadmin-dashboard/enquiries-from-schools, ten a page, searchable, filterable,
 * sortable. Below a laptop's width the enquiries are cards, so nothing is off-screen.
 */
export function EnquiryList() {
  const narrow = useNarrow('lg');
  return (
    <List
      title="Enquiries from schools"
      filters={filters}
      actions={<Actions />}
      sort={DEFAULT_SORT}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10]} />}
      exporter={false}
    >
      {narrow ? (
        <CardList testId="enquiry-card">
          <EnquiryCard />
        </CardList>
      ) : (
        <DataTable
          rowClick={false}
          bulkActionButtons={false}
          sx={{
            '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { px: 1 },
            '& .RaDataTable-rowCell': { overflowWrap: 'anywhere' },
          }}
        >
          <Column source="name" label="Name of school" />
          <Column label="School Address" render={schoolAddress} />
          <Column label="Name of Admin" render={adminName} />
          <Column source="adminPhonenumber" label="Admin's phone number" disableSort />
          <Column source="adminEmail" label="Admin's email" disableSort />
          <Column source="schoolContact" label="School phone number" disableSort />
          <Column source="createdAt" label="Date" render={(e) => formatDate(e.createdAt)} />
          <Column
            source="status"
            label="Status"
            render={(record) => <EnquiryStatusChip status={record.status} />}
          />
          <Column label="Edit Status" render={() => <EditStatusButton />} />
          <Column label="View Details" render={() => <EnquiryDetailsButton />} />
        </DataTable>
      )}
    </List>
  );
}
