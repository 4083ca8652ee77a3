import { Box } from '@mui/material';
import { DataTable, List, Pagination, SearchInput, SelectInput, ShowButton } from 'react-admin';
import { enrolmentStatuses, type EnrolmentRequest } from '@chikoro/contracts';
import { formatDate } from '../shared/dates';
import { ApproveButton, stopPropagation } from './ApproveButton';
import { CorrectDetailsButton } from './CorrectDetailsButton';
import { RejectButton } from './RejectButton';
import { StatusChip } from './StatusChip';

const statusChoices = enrolmentStatuses.map((status) => ({ id: status, name: status }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by school name" />,
  <SelectInput key="status" source="status" label="Status" choices={statusChoices} alwaysOn emptyText="All" />,
];

const Column = DataTable.Col<EnrolmentRequest>;

/** Spec 000 §2: sortable, filterable by status and name, ten a page, decisions on pending rows. */
export function EnrolmentRequestList() {
  return (
    <List
      title="School enrolment requests"
      filters={filters}
      sort={{ field: 'submittedAt', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10]} />}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false} sx={{ '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { px: 1 } }}>
        <Column source="name" label="School" />
        <Column source="town" label="Town" />
        <Column source="province" label="Province" />
        <Column source="country" label="Country" disableSort />
        <Column label="Admin name" render={(record) => `${record.adminFirstname} ${record.adminLastname}`} />
        <Column source="adminEmail" label="Admin email" disableSort />
        <Column source="submittedAt" label="Submitted" render={(r) => formatDate(r.submittedAt)} />
        <Column source="status" label="Status" render={(record) => <StatusChip status={record.status} />} />
        <Column
          label="Actions"
          render={() => (
            <Box sx={{ display: 'flex', gap: 0.5, whiteSpace: 'nowrap' }}>
              <span onClick={stopPropagation}>
                <ShowButton label="Details" />
              </span>
              <CorrectDetailsButton />
              <ApproveButton />
              <RejectButton />
            </Box>
          )}
        />
      </DataTable>
    </List>
  );
}
