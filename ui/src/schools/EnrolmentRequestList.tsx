import { Box, Typography } from '@mui/material';
import {
  DataTable,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  ShowButton,
  useRecordContext,
} from 'react-admin';
import { enrolmentStatuses, type EnrolmentRequest } from '@chikoro/contracts';
import { CardLine, CardList, useNarrow } from '../shared/CardList';
import { ApproveButton, stopPropagation } from './ApproveButton';
import { CorrectDetailsButton } from './CorrectDetailsButton';
import { RejectButton } from './RejectButton';
import { StatusChip } from './StatusChip';
import { formatDate } from '../shared/dates';

const statusChoices = enrolmentStatuses.map((status) => ({ id: status, name: status }));

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search by school name" />,
  <SelectInput
    key="status"
    source="status"
    label="Status"
    choices={statusChoices}
    alwaysOn
    emptyText="All"
  />,
];

const Column = DataTable.Col<EnrolmentRequest>;
const place = (r: EnrolmentRequest) => [r.town, r.province, r.country].filter(Boolean).join(', ');
const admin = (r: EnrolmentRequest) => `${r.adminFirstname} ${r.adminLastname}`;

/** Details and Edit, then the decisions: Approve and Reject side by side. */
function Actions() {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5 }}>
      <span onClick={stopPropagation}>
        <ShowButton label="Details" />
      </span>
      <CorrectDetailsButton />
      <Box sx={{ display: 'flex', gap: 0.5 }}>
        <ApproveButton />
        <RejectButton />
      </Box>
    </Box>
  );
}

/** A request on a phone: what the table's columns say, then the same actions. */
function RequestCard() {
  const record = useRecordContext<EnrolmentRequest>();
  if (!record) return null;
  return (
    <>
      <Box
        sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'flex-start', gap: 1 }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
          {record.name}
        </Typography>
        <StatusChip status={record.status} />
      </Box>
      <CardLine label="Place">{place(record)}</CardLine>
      <CardLine label="Admin">
        {admin(record)} · {record.adminEmail}
      </CardLine>
      <CardLine label="Submitted">{formatDate(record.submittedAt)}</CardLine>
      <Box sx={{ mt: 1, mx: -0.5 }}>
        <Actions />
      </Box>
    </>
  );
}

/**
 * Spec 000 §2: sortable, filterable by status and name, ten a page, decisions on pending rows.
 * Below a laptop's width the requests are cards, so no column and no action is off-screen.
 */
export function EnrolmentRequestList() {
  const narrow = useNarrow('lg');
  return (
    <List
      title="School enrolment requests"
      filters={filters}
      sort={{ field: 'submittedAt', order: 'DESC' }}
      perPage={10}
      pagination={<Pagination rowsPerPageOptions={[10]} />}
      exporter={false}
    >
      {narrow ? (
        <CardList testId="enrolment-request-card">
          <RequestCard />
        </CardList>
      ) : (
        <DataTable
          rowClick="show"
          bulkActionButtons={false}
          sx={{ '& .RaDataTable-rowCell, & .RaDataTable-headerCell': { px: 1 } }}
        >
          <Column source="name" label="School" />
          <Column source="town" label="Place" render={place} />
          <Column
            label="Admin"
            render={(record) => (
              <Box sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>
                {admin(record)}
                <Typography variant="body2" color="text.secondary">
                  {record.adminEmail}
                </Typography>
              </Box>
            )}
          />
          <Column
            source="submittedAt"
            label="Submitted"
            render={(r) => formatDate(r.submittedAt)}
          />
          <Column
            source="status"
            label="Status"
            render={(record) => <StatusChip status={record.status} />}
          />
          <Column label="Actions" render={() => <Actions />} />
        </DataTable>
      )}
    </List>
  );
}
