import { useState, type MouseEvent } from 'react';
import NotificationsIcon from '@mui/icons-material/Notifications';
import {
  Badge,
  Box,
  IconButton,
  List,
  ListItemButton,
  ListItemIcon,
  ListItemText,
  Popover,
  Tooltip,
  Typography,
} from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { useBasename } from 'react-admin';
import type { NotificationItem } from '@chikoro/contracts';
import { bellItemsFor } from '../../modules';
import { formatDateTime } from '../../shared/dates';
import { useNotifications } from './useNotifications';

const when = formatDateTime;

/** The bell's kinds of item, as the modules declare them: each one's icon and where it leads. */
const kinds = bellItemsFor();

const icon = (item: NotificationItem) => {
  const Icon = kinds[item.kind]?.icon;
  return Icon ? <Icon fontSize="small" /> : null;
};

/** Where an item leads in the area the bell is in: its own link, else where its module says, else the area's home. */
function destination(item: NotificationItem, basename: string): string {
  return item.link ?? kinds[item.kind]?.to?.(item, basename) ?? basename;
}

/**
 * The top bar's bell, for every role: what came since the last look, and which (the superadmin's
 * requests and enquiries; everyone else's announcements, which lead to their short link, and the
 * school's documents, which lead to the area's documents; a parent's child marked absent, which leads
 * to that child in the portal; a class teacher's reported absence, which leads to that day's register).
 */
export function NotificationsBell({
  emptyText = 'Nothing new: no enrolment request or enquiry has come in since you last looked.',
}: {
  emptyText?: string;
}) {
  const { data, markSeen } = useNotifications();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [shown, setShown] = useState<NotificationItem[]>([]);
  const navigate = useNavigate();
  const basename = useBasename();
  const unseen = data?.unseen ?? 0;
  // A family with children at two schools is told whose item is whose.
  const bySchool = new Set(shown.map((item) => item.schoolName).filter(Boolean)).size > 1;

  const open = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    const items = data?.items ?? [];
    setShown(items);
    // Looking is what clears the count: the mark is the newest item on screen, so anything newer stays new.
    if (items[0]) void markSeen(items[0].position).catch(() => {});
  };
  const go = (item: NotificationItem) => {
    setAnchor(null);
    navigate(destination(item, basename));
  };

  return (
    <>
      <Tooltip title="Notifications">
        <IconButton
          color="inherit"
          onClick={open}
          aria-label={`Notifications: ${unseen} new`}
          data-testid="notifications-button"
        >
          <Badge badgeContent={unseen} color="error" max={99} data-testid="notifications-count">
            <NotificationsIcon />
          </Badge>
        </IconButton>
      </Tooltip>
      <Popover
        open={Boolean(anchor)}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      >
        <Box sx={{ width: 360, maxWidth: '90vw' }} data-testid="notifications-list">
          <Typography variant="subtitle1" sx={{ px: 2, pt: 1.5, pb: 0.5, fontWeight: 600 }}>
            New since you last looked
          </Typography>
          {shown.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
              {emptyText}
            </Typography>
          ) : (
            <List dense>
              {shown.map((item) => (
                <ListItemButton key={item.id} onClick={() => go(item)}>
                  <ListItemIcon sx={{ minWidth: 36 }}>{icon(item)}</ListItemIcon>
                  <ListItemText
                    primary={item.title}
                    secondary={
                      bySchool && item.schoolName
                        ? `${when(item.occurredAt)} · ${item.schoolName}`
                        : when(item.occurredAt)
                    }
                  />
                </ListItemButton>
              ))}
            </List>
          )}
        </Box>
      </Popover>
    </>
  );
}
