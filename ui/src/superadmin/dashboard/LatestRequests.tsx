import { Card, CardContent, Typography } from '@mui/material';
import { DataTable, ListBase, Pagination, SimpleList, useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import type { EnrolmentRequest } from '@chikoro/contracts';
import { StatusChip } from '../../schools/StatusChip';
import { useNarrow } from '../../shared/CardList';
import { formatDate } from '../../shared/dates';

const Column = DataTable.Col<EnrolmentRequest>;

/** The second reading of the dashboard: the latest enrolment requests, newest first. */
export function LatestRequests() {
  const basename = useBasename();
  const narrow = useNarrow('sm');
  return (
    <Card data-testid="latest-requests">
      <CardContent sx={{ pb: 0 }}>
        <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          Latest enrolment requests
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          <Link to={`${basename}/school-enrolment-requests`}>See them all</Link>
        </Typography>
      </CardContent>
      <ListBase
        resource="school-enrolment-requests"
        sort={{ field: 'submittedAt', order: 'DESC' }}
        perPage={5}
        disableSyncWithLocation
      >
        {narrow ? (
          <SimpleList<EnrolmentRequest>
            rowClick="show"
            primaryText={(r) => r.name}
            secondaryText={(r) => [r.town, r.province].filter(Boolean).join(', ')}
            tertiaryText={(r) => <StatusChip status={r.status} />}
          />
        ) : (
          <DataTable rowClick="show" bulkActionButtons={false}>
            <Column source="name" label="School" disableSort />
            <Column source="town" label="Town" disableSort />
            <Column source="province" label="Province" disableSort />
            <Column
              source="submittedAt"
              label="Submitted"
              render={(r) => formatDate(r.submittedAt)}
              disableSort
            />
            <Column
              source="status"
              label="Status"
              disableSort
              render={(record) => <StatusChip status={record.status} />}
            />
          </DataTable>
        )}
        <Pagination rowsPerPageOptions={[5]} />
      </ListBase>
    </Card>
  );
}
