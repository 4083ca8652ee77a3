import { Box, Button, Card, CardActionArea, CardContent, Skeleton, Typography } from '@mui/material';
import { Link, Title, useCreatePath, useGetList } from 'react-admin';
import type { EnrolmentStatus } from '@chikoro/contracts';

const RESOURCE = 'school-enrolment-requests';

const counters: { status: EnrolmentStatus; label: string; color: string }[] = [
  { status: 'PENDING', label: 'Pending enrolment requests', color: 'warning.main' },
  { status: 'APPROVED', label: 'Approved schools', color: 'success.main' },
  { status: 'REJECTED', label: 'Rejected requests', color: 'error.main' },
];

/** One count from the list endpoint's Content-Range total (a page of one row). */
function StatusCounter({ status, label, color }: (typeof counters)[number]) {
  const createPath = useCreatePath();
  const { total, isPending, error } = useGetList(RESOURCE, {
    filter: { status },
    pagination: { page: 1, perPage: 1 },
    sort: { field: 'submittedAt', order: 'DESC' },
  });
  const to = { pathname: createPath({ resource: RESOURCE, type: 'list' }), search: `?filter=${encodeURIComponent(JSON.stringify({ status }))}` };
  return (
    <Card sx={{ borderTop: 4, borderColor: color }}>
      <CardActionArea component={Link} to={to} data-testid={`count-${status}`}>
        <CardContent>
          <Typography color="text.secondary">{label}</Typography>
          <Typography variant="h3" component="p" data-testid={`count-${status}-value`}>
            {isPending ? <Skeleton width={60} /> : error ? '–' : (total ?? 0)}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

export function Dashboard() {
  const createPath = useCreatePath();
  return (
    <Box sx={{ mt: 2 }}>
      <Title title="Statistics" />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: 'repeat(3, 1fr)' }, gap: 2, mb: 3 }}>
        {counters.map((counter) => (
          <StatusCounter key={counter.status} {...counter} />
        ))}
      </Box>
      <Button variant="contained" component={Link} to={createPath({ resource: RESOURCE, type: 'list' })}>
        View school enrolment requests
      </Button>
    </Box>
  );
}
