import { Box, Chip, Typography } from '@mui/material';
import {
  AutocompleteInput,
  DataTable,
  DateInput,
  FilterButton,
  List,
  Pagination,
  ReferenceInput,
  SearchInput,
  SelectInput,
  SimpleList,
  TextInput,
  TopToolbar,
  useCreatePath,
  useGetList,
  useRecordContext,
} from 'react-admin';
import { Link } from 'react-router-dom';
import type { AuditEntry, EventTypeCount } from '@chikoro/contracts';
import { useNarrow } from '../shared/CardList';
import { ChangesList } from './ChangesList';
import { ExportCsvButton } from './ExportCsvButton';
import { eventTypeLabel, roleName } from './format';
import { formatDateTime } from '../shared/dates';

function EventTypeInput(props: { source: string; alwaysOn?: boolean; label?: string }) {
  const { data } = useGetList<EventTypeCount & { id: string }>('event-types', {
    pagination: { page: 1, perPage: 100 },
    sort: { field: 'id', order: 'ASC' },
  });
  const choices = (data ?? []).map((t) => ({
    id: t.id,
    name: `${eventTypeLabel(t.id)} (${t.count})`,
  }));
  return <SelectInput {...props} choices={choices} emptyText="All" />;
}

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search the summaries" />,
  <EventTypeInput key="type" source="type" label="Event type" alwaysOn />,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="To" alwaysOn />,
  <ReferenceInput
    key="schoolId"
    source="schoolId"
    label="School"
    reference="school-enrolment-requests"
    sort={{ field: 'name', order: 'ASC' }}
  >
    <AutocompleteInput
      label="School"
      optionText="name"
      filterToQuery={(q: string) => ({ q })}
      sx={{ minWidth: 280 }}
    />
  </ReferenceInput>,
  <ReferenceInput
    key="actorId"
    source="actorId"
    label="Actor"
    reference="people"
    sort={{ field: 'lastName', order: 'ASC' }}
  >
    <AutocompleteInput
      label="Actor"
      optionText={(p: { fullName: string; role: string }) => `${p.fullName} (${roleName(p.role)})`}
      filterToQuery={(q: string) => ({ q })}
      sx={{ minWidth: 280 }}
    />
  </ReferenceInput>,
  <TextInput key="recordId" source="recordId" label="Record id" />,
];

function Actions() {
  return (
    <TopToolbar>
      <FilterButton />
      <ExportCsvButton />
    </TopToolbar>
  );
}

/** The record an event concerns: school requests link to their page. */
function RecordCell() {
  const e = useRecordContext<AuditEntry>();
  const createPath = useCreatePath();
  if (!e) return null;
  const label = e.recordLabel ?? e.recordId;
  return (
    <Box>
      {e.recordType === 'school' ? (
        <Link
          to={createPath({ resource: 'school-enrolment-requests', type: 'show', id: e.recordId })}
          onClick={(event) => event.stopPropagation()}
        >
          {label}
        </Link>
      ) : (
        <span>{label}</span>
      )}
      <Typography variant="caption" display="block" color="text.secondary">
        {e.recordType}
      </Typography>
    </Box>
  );
}

function Details() {
  const e = useRecordContext<AuditEntry>();
  if (!e) return null;
  return (
    <Box sx={{ p: 1, display: 'grid', gap: 0.5 }}>
      <ChangesList changes={e.changes} />
      <Typography variant="caption" color="text.secondary">
        Event {e.id} · position {e.position} · stream {e.streamId} · actor id {e.actorId ?? '—'} ·
        school id {e.schoolId ?? '—'}
      </Typography>
    </Box>
  );
}

const Column = DataTable.Col<AuditEntry>;

/** The audit log on a phone: what changed, who did it and where, and when. */
function AuditSimpleList() {
  return (
    <SimpleList<AuditEntry>
      rowClick={false}
      primaryText={(e) => e.summary}
      secondaryText={(e) =>
        [
          e.actorName ? `${e.actorName} (${roleName(e.actorRole)})` : roleName(e.actorRole),
          e.schoolName,
        ]
          .filter(Boolean)
          .join(' · ')
      }
      tertiaryText={(e) => formatDateTime(e.occurredAt)}
      sx={{ '& .MuiListItemText-primary': { overflowWrap: 'anywhere' } }}
    />
  );
}

/** The audit log: every event with who, which school, what record and what changed; filters, CSV. */
export function AuditLogList() {
  const narrow = useNarrow('md');
  return (
    <List
      title="Audit log"
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'occurredAt', order: 'DESC' }}
      perPage={25}
      pagination={<Pagination rowsPerPageOptions={[10, 25, 50, 100]} />}
      exporter={false}
    >
      {narrow ? (
        <AuditSimpleList />
      ) : (
        <DataTable
          bulkActionButtons={false}
          expand={<Details />}
          sx={{ '& .RaDataTable-rowCell': { verticalAlign: 'top' } }}
        >
          <Column source="occurredAt" label="Date" render={(e) => formatDateTime(e.occurredAt)} />
          <Column
            label="Actor"
            render={(e) => (
              <Box>
                {e.actorName ?? '—'}
                <Box>
                  <Chip size="small" variant="outlined" label={roleName(e.actorRole)} />
                </Box>
              </Box>
            )}
          />
          <Column
            source="schoolName"
            label="School"
            render={(e) => e.schoolName ?? '—'}
            disableSort
          />
          <Column
            source="type"
            label="Event type"
            render={(e) => eventTypeLabel(e.type)}
            disableSort
          />
          <Column label="Record" render={() => <RecordCell />} />
          <Column
            label="What changed"
            render={(e) => (
              <Box sx={{ maxWidth: 480 }}>
                <Typography variant="body2">{e.summary}</Typography>
              </Box>
            )}
          />
        </DataTable>
      )}
    </List>
  );
}
