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
import { parentRegistrationMessages as m } from '@chikoro/contracts';

export function CreatingAccountDialog({ open }: { open: boolean }) {
  return (
    <Dialog open={open} aria-labelledby="registration-creating">
      <DialogContent sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 4 }}>
        <CircularProgress size={28} />
        <Typography id="registration-creating">{m.creating}</Typography>
      </DialogContent>
    </Dialog>
  );
}

export type RegistrationResult = { ok: true } | { ok: false; messages: string[] };

/** The success modal (the page then goes to /login) or the error modal with the server's reasons. */
export function RegistrationResultDialog({
  result,
  onClose,
}: {
  result: RegistrationResult | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={result !== null}
      onClose={result?.ok ? undefined : onClose}
      aria-labelledby="registration-result-text"
      data-testid="registration-result"
    >
      {!result?.ok && (
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
      )}
      <DialogContent sx={{ p: 4, pt: 6, textAlign: 'center', minWidth: { sm: 420 } }}>
        {result?.ok ? (
          <CheckCircleOutline color="success" sx={{ fontSize: 56 }} />
        ) : (
          <ErrorOutline color="error" sx={{ fontSize: 56 }} />
        )}
        <Typography id="registration-result-text" variant="h6" component="p" sx={{ mt: 1 }}>
          {result?.ok ? m.created : m.failed}
        </Typography>
        {result && !result.ok && result.messages.length > 0 && (
          <Box component="ul" sx={{ textAlign: 'left', color: 'error.main', mt: 2 }}>
            {result.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Box>
        )}
      </DialogContent>
    </Dialog>
  );
}
