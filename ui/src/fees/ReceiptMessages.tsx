import { useCallback, useEffect, useState } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControlLabel,
  Paper,
  Stack,
  Switch,
  Typography,
} from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import { useController } from 'react-hook-form';
import type { ReceiptSettings } from '@chikoro/contracts';
import { apiFetch } from '../api/httpClient';
import { CommandFormDialog } from '../shared/CommandFormDialog';
import { commandError } from './commandError';

/** GET /api/receipt-messages: whether the school's receipts go by SMS and by email. */
function useReceiptSettings() {
  const [state, setState] = useState<{ settings?: ReceiptSettings; error?: unknown }>({});
  const reload = useCallback(() => {
    apiFetch('/api/receipt-messages').then(
      ({ json }) => setState({ settings: json as ReceiptSettings }),
      (error: unknown) => setState({ error }),
    );
  }, []);
  useEffect(reload, [reload]);
  return { ...state, reload };
}

function ChannelSwitch({ name, label }: { name: 'sms' | 'email'; label: string }) {
  const { field } = useController({ name });
  return (
    <FormControlLabel
      sx={{ mx: 0, '& .MuiFormControlLabel-label': { whiteSpace: 'normal' } }}
      control={
        <Switch
          name={name}
          checked={field.value === true}
          onChange={(event) => field.onChange(event.target.checked)}
          inputRef={field.ref}
        />
      }
      label={label}
    />
  );
}

const onOff = (on: boolean) => (on ? 'On' : 'Off');

/**
 * The fee keepers' "Receipt messages" card: whether each payment's receipt is sent by SMS and by
 * email to the family's parents and the payer's own phone and email (both on until turned off),
 * changed by ChangeReceiptMessages; payments are taken either way.
 */
export function ReceiptMessagesCard() {
  const { settings, error, reload } = useReceiptSettings();
  const [open, setOpen] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} data-testid="receipt-messages">
      <Typography variant="h6" component="h3" sx={{ mb: 1 }}>
        Receipt messages
      </Typography>
      <Stack spacing={1}>
        <Typography variant="body2" color="text.secondary">
          Each payment’s receipt goes to the family’s parents and to the phone and email the payer
          gives at the desk.
        </Typography>
        {Boolean(error) && (
          <Alert severity="error">
            {commandError(error, 'The receipt messages could not be loaded.')}
          </Alert>
        )}
        {settings && (
          <Box>
            <Typography variant="body2">SMS: {onOff(settings.sms)}</Typography>
            <Typography variant="body2">Email: {onOff(settings.email)}</Typography>
          </Box>
        )}
        <Button
          variant="outlined"
          startIcon={<EditIcon />}
          onClick={() => setOpen(true)}
          sx={{ alignSelf: 'flex-start' }}
          disabled={!settings}
        >
          Change receipt messages
        </Button>
      </Stack>
      {open && settings && (
        <CommandFormDialog
          command="ChangeReceiptMessages"
          open={open}
          onClose={() => setOpen(false)}
          titleId="receipt-messages-title"
          title="Receipt messages"
          maxWidth="xs"
          initialValues={settings}
          unchanged={(values) => values.sms === settings.sms && values.email === settings.email}
          done={() => 'Receipt messages saved'}
          onSent={() => {
            setOpen(false);
            reload();
          }}
          failure="The receipt messages could not be saved. Try again."
          submitLabel="Save"
        >
          <Stack spacing={1} sx={{ mt: 1 }}>
            <ChannelSwitch name="sms" label="Send receipts by SMS" />
            <ChannelSwitch name="email" label="Send receipts by email" />
          </Stack>
        </CommandFormDialog>
      )}
    </Paper>
  );
}
