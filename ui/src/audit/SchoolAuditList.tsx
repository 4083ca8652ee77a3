import { Typography } from '@mui/material';
import { DataTable, List, SearchInput, SimpleList, useRecordContext } from 'react-admin';
import { useMediaQuery, type Theme } from '@mui/material';
import type { AuditEntry } from '@chikoro/contracts';
import { ChangesList } from './ChangesList';
import { actorLabel } from './format';
import { formatDateTime } from '../shared/dates';

const filters = [<SearchInput key="q" source="q" alwaysOn placeholder="Search the summaries" />];

function Summary() {
  const entry = useRecordContext<AuditEntry>();
  if (!entry) return null;
  return (
    <>
      <Typography variant="body2">{entry.summary}</Typography>
      <ChangesList changes={entry.changes} />
    </>
  );
}

/** The school's own audit log (`school-events`): who changed what in this school, newest first. */
export function SchoolAuditList() {
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  return (
    <List
      title="Audit log"
      filters={filters}
      sort={{ field: 'occurredAt', order: 'DESC' }}
      perPage={25}
    >
      {phone ? (
        <SimpleList<AuditEntry>
          primaryText={(e) => e.summary}
          secondaryText={(e) => actorLabel(e)}
          tertiaryText={(e) => formatDateTime(e.occurredAt)}
          linkType={false}
        />
      ) : (
        <DataTable bulkActionButtons={false} rowClick={false}>
          <DataTable.Col
            source="occurredAt"
            label="When"
            render={(e: AuditEntry) => formatDateTime(e.occurredAt)}
          />
          <DataTable.Col label="Who" render={(e: AuditEntry) => actorLabel(e)} />
          <DataTable.Col label="What changed" render={() => <Summary />} />
        </DataTable>
      )}
    </List>
  );
}
