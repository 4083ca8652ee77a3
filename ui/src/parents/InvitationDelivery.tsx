import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import type { ParentInvitationDelivery } from '@chikoro/contracts';
import { useMessages } from '../messages/useMessages';
import { addressOf, stateColour, stateWords } from '../messages/words';

/** Copies in secure contexts; elsewhere the text is selected for Ctrl+C. */
async function copy(text: string, field: HTMLInputElement | null): Promise<boolean> {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    field?.select();
    return false;
  }
}

/**
 * What became of a parent's invitation, per message (queued, sent, delivered, failed with the
 * provider's reason, or not sent), and while it can be used the registration link and its code,
 * so a parent whose SMS did not go can still be given them (read aloud, by WhatsApp).
 */
export function InvitationDelivery({ parentId }: { parentId: string }) {
  const { data, error } = useMessages<ParentInvitationDelivery>(
    `/api/parent-invitations/${parentId}`,
  );
  const [copied, setCopied] = useState<string | null>(null);
  const [field, setField] = useState<HTMLInputElement | null>(null);
  if (error)
    return <Alert severity="warning">The invitation's delivery could not be read: {error}</Alert>;
  if (!data) return <LinearProgress aria-label="Reading the invitation" />;
  return (
    <Box sx={{ display: 'grid', gap: 1 }} data-testid="invitation-delivery">
      {data.messages.map((m) => (
        <Alert key={m.id} severity={stateColour(m)} role="status" sx={{ overflowWrap: 'anywhere' }}>
          Invitation {m.channel === 'SMS' ? 'SMS' : 'mail'} to {addressOf(m)}: {stateWords(m)}
        </Alert>
      ))}
      {data.link && (
        <>
          <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap' }}>
            <TextField
              label="Registration link"
              value={data.link}
              size="small"
              sx={{ flex: '1 1 240px' }}
              inputRef={setField}
              slotProps={{ htmlInput: { readOnly: true, 'aria-readonly': true } }}
            />
            <Button
              variant="outlined"
              startIcon={<ContentCopyIcon />}
              onClick={() =>
                void copy(data.link!, field).then((ok) =>
                  setCopied(ok ? 'The link is copied.' : 'Press Ctrl+C to copy the selected link.'),
                )
              }
            >
              Copy link
            </Button>
          </Box>
          <Typography variant="body2">
            Registration code:{' '}
            <Box
              component="span"
              sx={{ fontFamily: 'monospace', overflowWrap: 'anywhere' }}
              data-testid="registration-code"
            >
              {data.code}
            </Box>
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Give the parent this link (valid 14 days, one use) by another way if the message does
            not reach them.
          </Typography>
          {copied && (
            <Typography variant="body2" role="status">
              {copied}
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
