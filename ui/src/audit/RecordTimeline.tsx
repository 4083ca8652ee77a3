import { Alert, Box, Card, CardContent, Skeleton, Typography } from '@mui/material';
import { useGetList } from 'react-admin';
import type { AuditEntry } from '@chikoro/contracts';
import { formatDateTime } from '../shared/dates';
import { ChangesList } from './ChangesList';
import { actorLabel, eventTypeLabel } from './format';

const when = formatDateTime;

/**
 * The history of one record (an enrolment request, an enquiry, a person) from the audit log,
 * oldest first: when, who, what, and each change before → after. Reusable on any detail view.
 */
export function RecordTimeline({
  recordId,
  title = 'History',
}: {
  recordId: string | undefined;
  title?: string;
}) {
  const { data, isPending, error } = useGetList<AuditEntry>(
    'events',
    {
      filter: { recordId },
      sort: { field: 'occurredAt', order: 'ASC' },
      pagination: { page: 1, perPage: 100 },
    },
    { enabled: Boolean(recordId) },
  );
  return (
    <Card variant="outlined" component="section" data-testid="record-timeline">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {error ? (
          <Alert severity="error">The history could not be loaded.</Alert>
        ) : isPending ? (
          <Skeleton height={80} />
        ) : !data?.length ? (
          <Typography variant="body2" color="text.secondary">
            Nothing recorded yet.
          </Typography>
        ) : (
          <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {data.map((entry, i) => (
              <Box
                component="li"
                key={entry.id}
                data-testid="timeline-entry"
                data-type={entry.type}
                sx={{ display: 'flex', gap: 1.5 }}
              >
                <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center' }}>
                  <Box
                    sx={{
                      width: 12,
                      height: 12,
                      borderRadius: '50%',
                      bgcolor: 'primary.main',
                      mt: 0.75,
                    }}
                  />
                  {i < data.length - 1 && <Box sx={{ flex: 1, width: 2, bgcolor: 'divider' }} />}
                </Box>
                <Box sx={{ pb: 2, flex: 1 }}>
                  <Typography variant="body2" color="text.secondary">
                    {when(entry.occurredAt)} · {actorLabel(entry)}
                  </Typography>
                  <Typography variant="body1" sx={{ fontWeight: 600 }}>
                    {eventTypeLabel(entry.type)}
                  </Typography>
                  <Typography variant="body2" sx={{ mb: 0.5 }}>
                    {entry.summary}
                  </Typography>
                  <ChangesList changes={entry.changes} />
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
