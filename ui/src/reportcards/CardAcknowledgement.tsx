import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  Stack,
  Typography,
} from '@mui/material';
import {
  harareDate,
  reportCardScreenLabels as s,
  resultMessages as m,
  type ReportCardRow,
} from '@chikoro/contracts';
import { sendCommand } from '../api/httpClient';
import { getSession } from '../auth/session';

/**
 * Under a card: who of its parents acknowledged this version (in place of signing the booklet), and,
 * for a parent on the newest version not yet acknowledged, the button that does it after a confirmation.
 */
export function CardAcknowledgement({
  card,
  latest,
  onAcknowledged,
}: {
  card: ReportCardRow;
  latest: boolean;
  onAcknowledged(): void;
}) {
  const parent = getSession()?.role === 'PARENT';
  const [asking, setAsking] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const acknowledge = async () => {
    setSending(true);
    setError(null);
    try {
      await sendCommand('AcknowledgeReportCard', {
        classId: card.classId,
        termId: card.termId,
        reportCardId: card.id,
      });
      setAsking(false);
      onAcknowledged();
    } catch (e) {
      setError(e instanceof Error ? e.message : String(e));
      setAsking(false);
    } finally {
      setSending(false);
    }
  };

  return (
    <Box className="no-print" sx={{ mt: 2 }} data-testid="card-acknowledgement">
      <Stack spacing={1}>
        {card.acknowledgements.length === 0
          ? !parent && (
              <Typography variant="body2" color="text.secondary">
                {s.notAcknowledged}
              </Typography>
            )
          : card.acknowledgements.map((a) => (
              <Typography key={a.parentId} variant="body2">
                {s.acknowledgedBy(a.name, harareDate(a.acknowledgedAt))}
              </Typography>
            ))}
        {parent && card.acknowledgedByYou && <Alert severity="success">{s.acknowledged}</Alert>}
        {parent && !card.acknowledgedByYou && latest && (
          <Box>
            <Button
              variant="contained"
              color="secondary"
              onClick={() => setAsking(true)}
              disabled={sending}
            >
              {s.acknowledge}
            </Button>
          </Box>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </Stack>
      <Dialog
        open={asking}
        onClose={() => !sending && setAsking(false)}
        aria-labelledby="acknowledge-title"
      >
        <DialogContent>
          <Typography id="acknowledge-title" variant="h6" component="h2" sx={{ mb: 1 }}>
            {s.acknowledge}
          </Typography>
          <DialogContentText>{m.acknowledgeConfirm}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAsking(false)} disabled={sending}>
            Cancel
          </Button>
          <Button
            variant="contained"
            onClick={() => void acknowledge()}
            disabled={sending}
            startIcon={sending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            Acknowledge
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
