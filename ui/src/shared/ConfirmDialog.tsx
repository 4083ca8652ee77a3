import type { ReactNode } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, type ButtonProps } from '@mui/material';

interface Props {
  open: boolean;
  titleId: string;
  title: ReactNode;
  /** The server's message (or the fallback) when the action failed; the dialog stays open. */
  error: string | null;
  busy: boolean;
  confirmLabel?: string;
  color?: ButtonProps['color'];
  wide?: boolean;
  onClose(): void;
  onConfirm(): void;
  children: ReactNode;
}

/** The superadmin's decision dialogs: what will happen, any failure, then Cancel or the action. */
export function ConfirmDialog({ open, titleId, title, error, busy, confirmLabel = 'Confirm', color = 'primary', wide = false, onClose, onConfirm, children }: Props) {
  return (
    <Dialog open={open} onClose={onClose} fullWidth={wide} maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {children}
        {error && (
          <Alert severity="error" role="alert" sx={{ mt: 2 }}>
            {error}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button variant="contained" color={color} onClick={onConfirm} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
