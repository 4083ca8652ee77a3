import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardActionArea,
  CardContent,
  Chip,
  Collapse,
  LinearProgress,
  Typography,
} from '@mui/material';
import { Title, useBasename } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Announcement } from '@chikoro/contracts';
import { formatDate } from '../shared/dates';
import { useMyAnnouncements } from './useMyAnnouncements';

/** Heading, date and school (spec 001 §2.13); opened, the whole text, and it counts as read. */
export function AnnouncementCard({
  item,
  open,
  onOpen,
  level = 'h2',
}: {
  item: Announcement;
  open: boolean;
  onOpen(): void;
  level?: 'h2' | 'h3';
}) {
  return (
    <Card
      component="li"
      variant="outlined"
      data-testid="communication-card"
      sx={{
        borderLeftWidth: item.read ? 1 : 4,
        borderLeftColor: item.read ? undefined : 'secondary.main',
      }}
    >
      <CardActionArea onClick={onOpen} aria-expanded={open}>
        <CardContent sx={{ '&:last-child': { pb: 2 }, overflowWrap: 'anywhere' }}>
          <Typography variant="subtitle1" component={level} sx={{ fontWeight: 600 }}>
            {item.title}{' '}
            {item.read === false && <Chip size="small" color="secondary" label="New" />}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {item.eventDate ? `Event on ${formatDate(item.eventDate)}` : formatDate(item.postedAt)}{' '}
            · {item.schoolName}
          </Typography>
          <Collapse in={open}>
            <Typography sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>{item.body}</Typography>
            {item.editedAt && (
              <Typography variant="caption" color="text.secondary">
                Updated {formatDate(item.editedAt)}
              </Typography>
            )}
          </Collapse>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}

/**
 * 'School Communication': the announcements and events that reached the signed-in person, newest
 * first; opening one marks it read. Under the area's top bar, which names the page (its h1), it
 * has no heading of its own (`heading={null}`); on a dashboard it is a section under an h2
 * heading, showing the newest `limit` with a link to the whole page (`allTo`).
 */
export function SchoolCommunication({
  heading = 'School Communication',
  openId,
  limit,
  allTo,
}: {
  heading?: string | null;
  openId?: string;
  limit?: number;
  allTo?: string;
}) {
  const { items, failed, markRead } = useMyAnnouncements();
  const [open, setOpen] = useState<string | null>(openId ?? null);
  const toggle = (item: Announcement) => {
    setOpen((current) => (current === item.id ? null : item.id));
    void markRead(item);
  };
  const shown = limit === undefined ? items : items?.slice(0, limit);
  return (
    <Box
      component={heading ? 'section' : 'div'}
      aria-labelledby={heading ? 'school-communication-title' : undefined}
      data-testid="school-communication"
      sx={{ p: heading ? 0 : { xs: 1, sm: 2 }, maxWidth: 800 }}
    >
      {heading && (
        <Typography id="school-communication-title" variant="h6" component="h2" gutterBottom>
          {heading}
        </Typography>
      )}
      {failed && (
        <Alert severity="error">
          The announcements could not be loaded. Try again in a moment.
        </Alert>
      )}
      {!items && !failed && <LinearProgress />}
      {items?.length === 0 && (
        <Typography color="text.secondary">No announcements from your school yet.</Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {shown?.map((item) => (
          <AnnouncementCard
            key={item.id}
            item={item}
            open={open === item.id}
            onOpen={() => toggle(item)}
            level={heading ? 'h3' : 'h2'}
          />
        ))}
      </Box>
      {allTo && items && items.length > 0 && (
        <Button component={Link} to={allTo} size="small" sx={{ mt: 1 }}>
          {shown && shown.length < items.length
            ? `All ${items.length} announcements`
            : 'All announcements'}
        </Button>
      )}
    </Box>
  );
}

/** The parent, teacher and student portals' /…/school-communication: the cards under the area's own top bar. */
export function SchoolCommunicationPage() {
  return (
    <>
      <Title title="School Communication" />
      <SchoolCommunication heading={null} />
    </>
  );
}

/** A dashboard's newest three announcements, leading to the area's school-communication page. */
export function LatestAnnouncements() {
  const basename = useBasename();
  return (
    <SchoolCommunication
      heading="School communication"
      limit={3}
      allTo={`${basename}/school-communication`}
    />
  );
}
