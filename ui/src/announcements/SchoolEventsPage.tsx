import { Box, Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { Title, useGetList } from 'react-admin';
import type { Announcement } from '@chikoro/contracts';
import { formatDate } from '../shared/dates';
import { byDate, harareToday } from './eventOrder';

function Item({ item, upcoming }: { item: Announcement; upcoming: boolean }) {
  return (
    <Card component="li" variant="outlined" data-testid="school-event">
      <CardContent sx={{ '&:last-child': { pb: 2 }, overflowWrap: 'anywhere' }}>
        <Typography variant="overline" color={upcoming ? 'secondary.dark' : 'text.secondary'}>
          {item.eventDate
            ? `${upcoming ? 'Upcoming event' : 'Event'} · ${formatDate(item.eventDate)}`
            : `Announcement · ${formatDate(item.postedAt)}`}
        </Typography>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {item.title}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          To {item.audienceLabel}
        </Typography>
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {item.body}
        </Typography>
      </CardContent>
    </Card>
  );
}

/** /admin/school_events_and_announcements: the school's calendar of events and its announcements. */
export function SchoolEventsPage() {
  const { data, isPending } = useGetList<Announcement>('announcements', {
    filter: { status: 'Posted' },
    sort: { field: 'postedAt', order: 'DESC' },
    pagination: { page: 1, perPage: 100 },
  });
  const day = harareToday();
  const items = byDate(data ?? [], day);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 960 }}>
      <Title title="School Events and Announcements" />
      {isPending ? (
        <LinearProgress />
      ) : items.length === 0 ? (
        <Typography sx={{ p: 2 }}>
          No events or announcements yet: post one in the Communications Centre.
        </Typography>
      ) : (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
          {items.map((item) => (
            <Item
              key={item.id}
              item={item}
              upcoming={Boolean(item.eventDate && item.eventDate >= day)}
            />
          ))}
        </Box>
      )}
    </Box>
  );
}
