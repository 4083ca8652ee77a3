import { useState } from 'react';
import { Alert, Box, Card, CardActionArea, CardContent, Chip, Collapse, LinearProgress, Typography } from '@mui/material';
import { Title } from 'react-admin';
import type { Announcement } from '@chikoro/contracts';
import { formatDate } from '../shared/dates';
import { useMyAnnouncements } from './useMyAnnouncements';

/** Heading, date and school (spec 001 §2.13); opened, the whole text, and it counts as read. */
export function AnnouncementCard({ item, open, onOpen }: { item: Announcement; open: boolean; onOpen(): void }) {
  return (
    <Card component="li" variant="outlined" data-testid="communication-card" sx={{ borderLeftWidth: item.read ? 1 : 4, borderLeftColor: item.read ? undefined : 'secondary.main' }}>
      <CardActionArea onClick={onOpen} aria-expanded={open}>
        <CardContent sx={{ '&:last-child': { pb: 2 }, overflowWrap: 'anywhere' }}>
          <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
            {item.title} {item.read === false && <Chip size="small" color="secondary" label="New" />}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {item.eventDate ? `Event on ${formatDate(item.eventDate)}` : formatDate(item.postedAt)} · {item.schoolName}
          </Typography>
          <Collapse in={open}>
            <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>{item.body}</Typography>
            {item.editedAt && <Typography variant="caption" color="text.secondary">Updated {formatDate(item.editedAt)}</Typography>}
          </Collapse>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * 'School Communication' for the parent, student and teacher portals: the announcements and events
 * that reached the signed-in person, newest first; opening one marks it read. An area whose top bar
 * already names the page (its h1) passes `heading={null}`.
 */
export function SchoolCommunication({ heading = 'School Communication', openId }: { heading?: string | null; openId?: string }) {
  const { items, failed, markRead } = useMyAnnouncements();
  const [open, setOpen] = useState<string | null>(openId ?? null);
  const toggle = (item: Announcement) => {
    setOpen((current) => (current === item.id ? null : item.id));
    void markRead(item);
  };
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 800 }}>
      {heading && <Typography variant="h5" component="h1" gutterBottom>{heading}</Typography>}
      {failed && <Alert severity="error">The announcements could not be loaded. Try again in a moment.</Alert>}
      {!items && !failed && <LinearProgress />}
      {items?.length === 0 && <Typography color="text.secondary">No announcements from your school yet.</Typography>}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {items?.map((item) => <AnnouncementCard key={item.id} item={item} open={open === item.id} onOpen={() => toggle(item)} />)}
      </Box>
    </Box>
  );
}

/** The parent portal's /parent/school-communication: the cards under the area's own top bar. */
export function ParentCommunicationPage() {
  return (
    <>
      <Title title="School Communication" />
      <SchoolCommunication heading={null} />
    </>
  );
}
