import type { FormEvent, ReactNode } from 'react';
import {
  Alert, Backdrop, Box, Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, Typography, useMediaQuery, useTheme,
} from '@mui/material';

interface Props {
  open: boolean;
  title: string;
  /** A short line under the title, e.g. the current term. */
  subtitle?: ReactNode;
  busy: boolean;
  failure: string | null;
  submitLabel?: string;
  wide?: boolean;
  onClose(): void;
  onSubmit(): void;
  children: ReactNode;
}

/** A school-information popup: the form, the server's reason when refused, 'Please wait...' while it is sent; full screen on a phone. */
export function SetupDialog({ open, title, subtitle, busy, failure, submitLabel = 'Submit', wide = false, onClose, onSubmit, children }: Props) {
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const id = `${title.toLowerCase().replace(/[^a-z]+/g, '-')}-title`;
  const send = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Dialog open={open} onClose={busy ? undefined : onClose} fullWidth maxWidth={wide ? 'md' : 'sm'} fullScreen={phone} aria-labelledby={id}>
      <Box component="form" noValidate onSubmit={send} sx={{ position: 'relative', display: 'flex', flexDirection: 'column', minHeight: 0, flex: 1 }}>
        <DialogTitle id={id}>{title}</DialogTitle>
        <DialogContent>
          {subtitle && <Typography color="text.secondary" sx={{ mb: 2 }}>{subtitle}</Typography>}
          {children}
          {failure && (
            <Alert severity="error" role="alert" sx={{ mt: 2 }} data-testid="setup-failure">
              {failure}
            </Alert>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>Cancel</Button>
          <Button type="submit" variant="contained" disabled={busy}>{submitLabel}</Button>
        </DialogActions>
        <Backdrop open={busy} sx={{ position: 'absolute', zIndex: 1, flexDirection: 'column', gap: 1, color: 'common.white' }}>
          <CircularProgress color="inherit" />
          <Typography>Please wait...</Typography>
        </Backdrop>
      </Box>
    </Dialog>
  );
}
