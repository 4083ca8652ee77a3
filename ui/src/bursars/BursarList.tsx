import { Chip, Typography } from '@mui/material';
import { DataTable, List, Pagination, TopToolbar, useRecordContext } from 'react-admin';
import type { Bursar } from '@chikoro/contracts';
import { CardLine, CardList, useNarrow } from '../shared/CardList';
import { BursarStatusButton } from './BursarStatusButton';
import { RegisterBursarButton } from './RegisterBursarButton';

const Column = DataTable.Col<Bursar>;
const added = (b: Bursar) => b.registeredAt.slice(0, 10);
const statusChip = (b: Bursar) => (
  <Chip
    size="small"
    variant="outlined"
    label={b.status}
    color={b.status === 'Active' ? 'success' : 'default'}
  />
);

function BursarCard() {
  const bursar = useRecordContext<Bursar>();
  if (!bursar) return null;
  return (
    <>
      <Typography variant="subtitle1" component="p">
        {bursar.firstName} {bursar.lastName}
      </Typography>
      <CardLine label="Email">{bursar.email}</CardLine>
      <CardLine label="Phone">{bursar.phone ?? '—'}</CardLine>
      <CardLine label="Added">{added(bursar)}</CardLine>
      <CardLine label="Status">{statusChip(bursar)}</CardLine>
      <BursarStatusButton />
    </>
  );
}

/** /admin/bursars: the school's bursars, who keep its fees, each with their status and Deactivate or Reactivate, and "Add bursar". */
export function BursarList() {
  const narrow = useNarrow('md');
  return (
    <List
      title="Bursars"
      empty={false}
      actions={
        <TopToolbar>
          <RegisterBursarButton />
        </TopToolbar>
      }
      sort={{ field: 'name', order: 'ASC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
      exporter={false}
    >
      {narrow ? (
        <CardList testId="bursar-card">
          <BursarCard />
        </CardList>
      ) : (
        <DataTable rowClick={false} bulkActionButtons={false}>
          <Column source="name" label="Name" render={(b) => `${b.firstName} ${b.lastName}`} />
          <Column source="email" label="Email" />
          <Column source="phone" label="Phone" disableSort render={(b) => b.phone ?? '—'} />
          <Column source="registeredAt" label="Added" render={added} />
          <Column source="status" label="Status" render={statusChip} />
          <Column label="Actions" render={() => <BursarStatusButton />} />
        </DataTable>
      )}
    </List>
  );
}
