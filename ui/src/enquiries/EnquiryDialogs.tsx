import {
  Backdrop,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@mui/material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutline';
import ErrorOutline from '@mui/icons-material/ErrorOutline';
import { enquiryResultMessages } from '@chikoro/contracts';

export interface EnquiryResult {
  ok: boolean;
  /** The server's messages under the failure sentence (field problems, or how long to wait). */
  messages: string[];
}

/** Spec 000 §2: while saving, an overlay over the page. */
export function SavingOverlay({ open }: { open: boolean }) {
  return (
    <Backdrop
      open={open}
      sx={{
        zIndex: (theme) => theme.zIndex.modal + 1,
        color: '#fff',
        flexDirection: 'column',
        gap: 2,
      }}
      data-testid="enquiry-saving"
    >
      <CircularProgress color="inherit" />
      <Typography variant="h6" component="p" role="status">
        {enquiryResultMessages.saving}
      </Typography>
    </Backdrop>
  );
}

/** Spec 000 §8: 'Enquiry Submitted' or 'Failed!. Try again ..', with the server's reasons when it gave some. */
export function EnquiryResultDialog({
  result,
  onClose,
}: {
  result: EnquiryResult | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={result !== null}
      onClose={onClose}
      aria-labelledby="enquiry-result-title"
      data-testid="enquiry-result"
    >
      <DialogContent sx={{ p: 4, textAlign: 'center', minWidth: { sm: 420 } }}>
        {result?.ok ? (
          <CheckCircleOutline color="success" sx={{ fontSize: 56 }} />
        ) : (
          <ErrorOutline color="error" sx={{ fontSize: 56 }} />
        )}
        <DialogTitle id="enquiry-result-title" component="p" variant="h6" sx={{ p: 0, mt: 1 }}>
          {result?.ok ? enquiryResultMessages.submitted : enquiryResultMessages.failed}
        </DialogTitle>
        {result?.ok && (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            Thank you. The Chikoro team will contact the school's admin officer.
          </Typography>
        )}
        {result && result.messages.length > 0 && (
          <Box
            component="ul"
            data-testid="enquiry-server-errors"
            sx={{ textAlign: 'left', color: 'error.main', mt: 2, mb: 0 }}
          >
            {result.messages.map((message) => (
              <li key={message}>{message}</li>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
