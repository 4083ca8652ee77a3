import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import { useGetList } from 'react-admin';
import {
  announcementSms,
  announcementMail,
  countWords,
  type Announcement,
  type AnnouncementRecipient,
  type MessageDelivery,
  type RecipientRole,
} from '@chikoro/contracts';
import { useMessages } from '../messages/useMessages';
import { addressOf, stateColour, stateWords } from '../messages/words';
import { formatDateTime } from '../shared/dates';
import { roleWords, shortLinkOf } from './words';

interface Props {
  record: Announcement;
  open: boolean;
  onClose(): void;
}

function useRecipients(record: Announcement, onlyRead: boolean) {
  return useGetList<AnnouncementRecipient>(
    onlyRead ? 'announcement-reads' : 'announcement-recipients',
    {
      filter: { announcementId: record.id },
      sort: { field: onlyRead ? 'readAt' : 'name', order: onlyRead ? 'DESC' : 'ASC' },
      pagination: { page: 1, perPage: 100 },
    },
  );
}

/** Who has read it: the count per audience (parents, teachers, students) and each reader's name and time. */
export function ReceiptsDialog({ record, open, onClose }: Props) {
  const { data, isPending } = useRecipients(record, true);
  const roles = Object.entries(record.recipientsByRole ?? {}) as [RecipientRole, number][];
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="receipts-title">
      <DialogTitle id="receipts-title">
        Read by {record.readCount ?? 0} of {record.recipientCount ?? 0}
      </DialogTitle>
      <DialogContent>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
          {roles.map(([role, count]) => (
            <Chip
              key={role}
              label={`${roleWords[role]}: ${record.readsByRole?.[role] ?? 0} of ${count}`}
            />
          ))}
        </Stack>
        {isPending ? (
          <LinearProgress />
        ) : data?.length ? (
          <List dense data-testid="read-receipts">
            {data.map((r) => (
              <ListItem key={r.id} disableGutters>
                <ListItemText
                  primary={`${r.name} (${roleWords[r.role].toLowerCase().replace(/s$/, '')})`}
                  secondary={`Read ${formatDateTime(r.readAt)}`}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">Nobody has read it yet.</Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}

/**
 * What was sent: the SMS (the title and the short link, never the text) and the mail, word for
 * word as the delivery writes them; then each message by recipient (name, number or address)
 * and what became of it, and who sees it in the portal only.
 */
export function SentDialog({ record, open, onClose }: Props) {
  const { data, isPending } = useRecipients(record, false);
  const { data: sent, error } = useMessages<{ messages: MessageDelivery[] }>(
    `/api/messages?topic=announcement:${record.id}`,
  );
  const text = {
    schoolName: record.schoolName,
    title: record.title,
    body: record.body,
    eventDate: record.eventDate,
    link: shortLinkOf(record.shortCode),
  };
  const mail = announcementMail(text, data?.find((r) => r.channel === 'EMAIL')?.name ?? '(name)');
  const portalOnly = (data ?? []).filter((r) => r.channel === 'PORTAL');
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="md" aria-labelledby="sent-title">
      <DialogTitle id="sent-title">
        Messages: {countWords(record.mailCount ?? 0, 'mail')},{' '}
        {countWords(record.smsCount ?? 0, 'SMS', 'SMS')}
      </DialogTitle>
      <DialogContent>
        {record.editedAt && (
          <Alert severity="info" sx={{ mb: 2 }}>
            Edited since: edits are not sent again; the link always shows the current text.
          </Alert>
        )}
        <Typography variant="subtitle2">SMS, to parents with a phone and no email</Typography>
        <Typography
          component="pre"
          data-testid="sms-preview"
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            bgcolor: 'action.hover',
            p: 1.5,
            borderRadius: 1,
            fontFamily: 'inherit',
          }}
        >
          {announcementSms(text)}
        </Typography>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          Mail, to everyone with an email (each greeted by name)
        </Typography>
        <Typography
          component="pre"
          data-testid="mail-preview"
          sx={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            bgcolor: 'action.hover',
            p: 1.5,
            borderRadius: 1,
            fontFamily: 'inherit',
          }}
        >
          {`Subject: ${mail.subject}\n\n${mail.body}`}
        </Typography>
        <Typography variant="subtitle2" sx={{ mt: 2 }}>
          Recipients
        </Typography>
        {error && <Alert severity="warning">The messages could not be read: {error}</Alert>}
        {!sent && !error ? (
          <LinearProgress />
        ) : (
          <List dense data-testid="recipients">
            {(sent?.messages ?? []).map((m) => (
              <ListItem key={m.id} disableGutters>
                <ListItemText
                  primary={`${m.recipientName ?? 'Recipient'} · ${addressOf(m)}`}
                  secondary={
                    <>
                      {m.channel === 'SMS' ? 'SMS' : 'Mail'} ·{' '}
                      <Box component="span" sx={{ color: `${stateColour(m)}.main` }}>
                        {stateWords(m)}
                      </Box>
                    </>
                  }
                  slotProps={{
                    primary: { sx: { overflowWrap: 'anywhere' } },
                    secondary: { sx: { overflowWrap: 'anywhere' } },
                  }}
                />
              </ListItem>
            ))}
          </List>
        )}
        {portalOnly.length > 0 && (
          <>
            <Typography variant="subtitle2" sx={{ mt: 2 }}>
              In the portal only
            </Typography>
            {isPending ? (
              <LinearProgress />
            ) : (
              <List dense data-testid="portal-recipients">
                {portalOnly.map((r) => (
                  <ListItem key={r.id} disableGutters>
                    <ListItemText
                      primary={r.name}
                      secondary={`${roleWords[r.role].replace(/s$/, '')}${r.readAt ? ' · read' : ''}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
