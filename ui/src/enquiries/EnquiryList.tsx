import { MenuItem, TextField } from '@mui/material';
import { DataTable, List, Pagination, SearchInput, SelectInput, TopToolbar, useListContext } from 'react-admin';
import { enquiryStatuses, type Enquiry } from '@chikoro/contracts';
import { formatDate } from '../shared/dates';
import { EditStatusButton } from './EditStatusButton';
import { EnquiryDetailsButton } from './EnquiryDetailsButton';
import { EnquiryStatusChip } from './EnquiryStatusChip';
import { adminName, schoolAddress } from './format';

const DEFAULT_SORT = { field: 'createdAt', order: 'DESC' } as const;

/** Spec 000 §2's 'Sort by': None (newest first), Name (A to Z), Date (oldest first). */
const sortChoices = {
  none: DEFAULT_SORT,
  name: { field: 'name', order: 'ASC' },
  date: { field: 'createdAt', order: 'ASC' },
} as const;
type SortChoice = keyof typeof sortChoices;

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search enquiry by school name, admin name or location..." sx={{ width: { xs: '100%', sm: 520 } }} />,
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
  const current = (Object.keys(sortChoices) as SortChoice[]).find((k) => sortChoices[k].field === sort.field && sortChoices[k].order === sort.order) ?? '';
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

/** Spec 000 §2: /superadmin-dashboard/enquiries-from-schools, ten a page, searchable, filterable, sortable. */
export function EnquiryList() {
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
      <DataTable rowClick={false} bulkActionButtons={false} sx={{ '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { px: 1 } }}>
        <Column source="name" label="Name of school" />
        <Column label="School Address" render={schoolAddress} />
        <Column label="Name of Admin" render={adminName} />
        <Column source="adminPhonenumber" label="Admin's phone number" disableSort />
        <Column source="adminEmail" label="Admin's email" disableSort />
        <Column source="schoolContact" label="School phone number" disableSort />
        <Column source="createdAt" label="Date" render={(e) => formatDate(e.createdAt)} />
        <Column source="status" label="Status" render={(record) => <EnquiryStatusChip status={record.status} />} />
        <Column label="Edit Status" render={() => <EditStatusButton />} />
        <Column label="View Details" render={() => <EnquiryDetailsButton />} />
      </DataTable>
    </List>
  );
}
