import { useEffect } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { Alert, Box, Button, Container, LinearProgress, Paper, Typography } from '@mui/material';
import { homeRouteByRole } from '@chikoro/contracts';
import { getSession } from '../auth/session';
import { formatDate } from '../shared/dates';
import { useMyAnnouncements } from './useMyAnnouncements';

/**
 * /a/<code>, the short link an SMS carries: after sign-in, the announcement itself (the server
 * shows it only to those it reached, and to their school's admin); opening it counts as read.
 */
export function AnnouncementPage() {
  const { code = '' } = useParams();
  const valid = /^[A-Za-z0-9]{4,16}$/.test(code);
  const { items, failed, markRead } = useMyAnnouncements(valid ? { shortCode: code } : { id: [] });
  const item = items?.[0];
  useEffect(() => {
    if (item) void markRead(item);
  }, [item, markRead]);
  const role = getSession()?.role;
  const home = role ? homeRouteByRole[role] : '/';
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 2, sm: 6 } }}>
      <Paper sx={{ p: { xs: 2, sm: 4 }, overflowWrap: 'anywhere' }}>
        {!items && !failed && <LinearProgress />}
        {(failed || (items && !item)) && (
          <Alert severity="info">
            This announcement is not available to you: it was withdrawn, or it was sent to someone
            else.
          </Alert>
        )}
        {item && (
          <article data-testid="announcement">
            <Typography variant="overline" color="text.secondary">
              {item.schoolName}
            </Typography>
            <Typography variant="h4" component="h1" gutterBottom>
              {item.title}
            </Typography>
            <Typography color="text.secondary" gutterBottom>
              {item.eventDate ? `Event on ${formatDate(item.eventDate)} · ` : ''}Posted{' '}
              {formatDate(item.postedAt)}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', mt: 2 }}>{item.body}</Typography>
          </article>
        )}
        <Box sx={{ mt: 3 }}>
          <Button variant="outlined" component={RouterLink} to={home}>
            Go to my area
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}
