import {
  Box,
  CircularProgress,
  Dialog,
  DialogContent,
  IconButton,
  Typography,
} from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { enrolmentResultMessages } from '@chikoro/contracts';

export interface SubmissionResult {
  ok: boolean;
  /** Server messages shown under the failure sentence (field or file problems). */
  messages: string[];
}

export function SubmittingDialog({ open }: { open: boolean }) {
  return (
    <Dialog open={open} aria-labelledby="enrolment-submitting">
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }}>
        <CircularProgress size={28} />
        <Typography id="enrolment-submitting">{enrolmentResultMessages.submitting}</Typography>
      </DialogContent>
    </Dialog>
  );
}

/** The result modal; its close button is the spec's '+', turned into a cross. */
export function ResultDialog({
  result,
  onClose,
}: {
  result: SubmissionResult | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      aria-labelledby="enrolment-result"
      data-testid="enrolment-result"
    >
      <IconButton
        onClick={onClose}
        title="Close"
        sx={{
          position: 'absolute',
          right: 8,
          top: 4,
          fontSize: 32,
          lineHeight: 1,
          transform: 'rotate(45deg)',
        }}
      >
        +
      </IconButton>
      <DialogContent sx={{ p: 4, pt: 6, textAlign: 'center', minWidth: { sm: 420 } }}>
        {result?.ok ? (
          <CheckCircleOutline color="success" sx={{ fontSize: 56 }} />
        ) : (
          <ErrorOutline color="error" sx={{ fontSize: 56 }} />
        )}
        <Typography id="enrolment-result" variant="h6" component="p" sx={{ mt: 1 }}>
          {result?.ok ? enrolmentResultMessages.submitted : enrolmentResultMessages.failed}
        </Typography>
        {result && result.messages.length > 0 && (
          <Box
            component="ul"
            data-testid="enrolment-server-errors"
            sx={{ textAlign: 'left', color: 'error.main', mt: 2 }}
          >
            {result.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
