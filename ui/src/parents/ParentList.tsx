import { useState } from 'react';
import { Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/PersonAdd';
import {
  DataTable,
  List,
  Pagination,
  SearchInput,
  TopToolbar,
  useListContext,
  useRecordContext,
} from 'react-admin';
import { parentManagementMessages as m, type Parent } from '@chikoro/contracts';
import { ImportButton } from '../imports';
import { CardLine, CardList, useNarrow } from '../shared/CardList';
import { RowActions } from '../shared/RowActions';
import { PersonAvatar } from '../shared/PersonAvatar';
import { DeleteParentButton, ParentStatusButton } from './ParentActions';
import { ParentDetailsButton } from './ParentDetailsButton';
import { InviteParentDialog } from './InviteParentDialog';
import { ParentStatusChip } from './ParentStatusChip';
import { childLabel, parentName } from './parentName';

const DEFAULT_SORT = { field: 'name', order: 'ASC' } as const;
/** Spec 001 §2.6's 'Sort by': None, Status-active (active first), Status-inactive (inactive and removed first). */
const sortChoices = {
  none: DEFAULT_SORT,
  active: { field: 'status', order: 'ASC' },
  inactive: { field: 'status', order: 'DESC' },
} as const;
type SortChoice = keyof typeof sortChoices;

const filters = [
  <SearchInput
    key="q"
    source="q"
    alwaysOn
    placeholder={m.search}
    sx={{ width: { xs: '100%', sm: 360 } }}
  />,
];

function Actions() {
  const { sort, setSort } = useListContext();
  const [open, setOpen] = useState(false);
  const current =
    (Object.keys(sortChoices) as SortChoice[]).find(
      (k) => sortChoices[k].field === sort.field && sortChoices[k].order === sort.order,
    ) ?? '';
  return (
    <TopToolbar sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
      <TextField
        select
        size="small"
        label="Sort by"
        name="sortBy"
        value={current}
        onChange={(e) => setSort({ ...sortChoices[e.target.value as SortChoice] })}
        sx={{ minWidth: 150 }}
      >
        <MenuItem value="none">None</MenuItem>
        <MenuItem value="active">Status-active</MenuItem>
        <MenuItem value="inactive">Status-inactive</MenuItem>
      </TextField>
      <Button variant="contained" startIcon={<AddIcon />} onClick={() => setOpen(true)}>
        Add Individually
      </Button>
      <InviteParentDialog open={open} onClose={() => setOpen(false)} />
      <ImportButton kind="parents" />
    </TopToolbar>
  );
}

const children = (p: Parent) => p.students.map(childLabel).join(', ') || '—';

function ParentCard() {
  const p = useRecordContext<Parent>();
  if (!p) return null;
  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <PersonAvatar firstName={p.firstName} lastName={p.lastName} photo={p.photo} />
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, flex: 1 }}>
          {parentName(p)}
        </Typography>
        <ParentStatusChip status={p.status} />
      </Box>
      <CardLine label="Phone">{p.phone}</CardLine>
      {p.email && <CardLine label="Email">{p.email}</CardLine>}
      <CardLine label="Students">{children(p)}</CardLine>
      <Box sx={{ mt: 1 }}>
        <RowActions destructive={<DeleteParentButton />}>
          <ParentDetailsButton />
          <ParentStatusButton />
        </RowActions>
      </Box>
    </>
  );
}

const Column = DataTable.Col<Parent>;

/** Spec 001 §2.6: /admin/parent-management with the spec's columns, search by name or email, sort by status, paging. */
export function ParentList() {
  const narrow = useNarrow('lg');
  return (
    <List
      title="Parent Management"
      empty={false}
      filters={filters}
      actions={<Actions />}
      sort={DEFAULT_SORT}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      exporter={false}
    >
      {narrow ? (
        <CardList testId="parent-card">
          <ParentCard />
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
          <Column
            label="Photo"
            render={(p) => (
              <PersonAvatar firstName={p.firstName} lastName={p.lastName} photo={p.photo} />
            )}
          />
          <Column source="name" label="Name of the parent" render={parentName} />
          <Column source="email" label="Parent's Email" />
          <Column source="phone" label="Parent's Phone Number" disableSort />
          <Column label="Parent's associated students" render={children} />
          <Column
            source="status"
            label="Status"
            render={(p) => <ParentStatusChip status={p.status} />}
          />
          <Column label="View Details" render={() => <ParentDetailsButton />} />
          <Column label="Changer Status" render={() => <ParentStatusButton />} />
          <Column label="Delete Parent" render={() => <DeleteParentButton />} />
        </DataTable>
      )}
    </List>
  );
}
