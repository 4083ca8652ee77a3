import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useDataProvider, useRefresh } from 'react-admin';
import { InviteParentInput, fieldErrorsFrom, type FieldError } from '@chikoro/contracts';
import type { ChikoroDataProvider } from '../api/dataProvider';
import { ErrorList } from '../shared/ErrorList';
import { decisionError } from '../shared/decisionError';
import { InvitationDelivery } from './InvitationDelivery';

const empty = { phoneNumber: '', firstName: '', lastName: '', email: '' };
type Values = typeof empty;

/** 'Add Individually': the parent is invited by phone (an SMS, or a mail when the email is given); the dialog then follows the message. */
export function InviteParentDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [invited, setInvited] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const dataProvider = useDataProvider<ChikoroDataProvider>();
  const refresh = useRefresh();
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const close = () => {
    if (busy) return;
    setValues(empty);
    setErrors([]);
    setResult(null);
    setInvited(null);
    onClose();
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = InviteParentInput.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
    setErrors([]);
    setBusy(true);
    setInvited(null);
    try {
      const answer = await dataProvider.command('InviteParent', values);
      setResult({
        ok: true,
        message: `${[values.firstName, values.lastName].filter(Boolean).join(' ') || values.phoneNumber} is added as a parent.`,
      });
      setInvited(answer.parentId);
      setValues(empty);
      refresh();
    } catch (refusal) {
      setErrors((refusal as { body?: { fieldErrors?: FieldError[] } }).body?.fieldErrors ?? []);
      setResult({ ok: false, message: decisionError(refusal, 'The parent could not be invited') });
    } finally {
      setBusy(false);
    }
  };
  const field = (name: keyof Values, label: string, extra: object = {}) => (
    <TextField
      name={name}
      id={`parent-${name}`}
      label={label}
      value={values[name]}
      fullWidth
      size="small"
      error={Boolean(errorOf(name))}
      helperText={errorOf(name)}
      onChange={(e) => {
        setValues({ ...values, [name]: e.target.value.trimStart() });
        setErrors(errors.filter((x) => x.field !== name));
      }}
      {...extra}
    />
  );
  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby="invite-parent-title"
    >
      <Box component="form" noValidate onSubmit={(e) => void submit(e)}>
        <DialogTitle id="invite-parent-title">Add a parent</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5, pt: '8px !important' }}>
          {field('phoneNumber', 'Phone number', {
            required: true,
            autoFocus: true,
            type: 'tel',
            placeholder: '263771234567',
          })}
          {field('firstName', 'First name')}
          {field('lastName', 'Last name')}
          {field('email', 'Email', { type: 'email' })}
          {result && (
            <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
              {result.message}
            </Alert>
          )}
          {invited && <InvitationDelivery key={invited} parentId={invited} />}
          <ErrorList errors={result?.ok === false ? [] : errors} testId="parent-errors" />
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Close
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Please wait...' : 'Invite parent'}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
