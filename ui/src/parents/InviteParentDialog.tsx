import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  TextField,
  type TextFieldProps,
} from '@mui/material';
import { Form, useRefresh } from 'react-admin';
import { useController, useFormState, type FieldValues } from 'react-hook-form';
import { sendFormCommand } from '../api/formCommand';
import { ErrorList } from '../shared/ErrorList';
import { commandResolver, submissionErrors } from '../shared/commandForm';
import { decisionError } from '../shared/decisionError';
import { InvitationDelivery } from './InvitationDelivery';

const empty = { phoneNumber: '', firstName: '', lastName: '', email: '' };
const resolver = commandResolver('InviteParent');

/**
 * 'Add Individually': the parent is invited by phone (an SMS, or a mail when the email is given);
 * the dialog then follows the message. A react-admin form over InviteParent's schema (the
 * server's): each message under its field and listed below, the server's reason in the alert;
 * after an invitation the form is empty again for the next parent.
 */
export function InviteParentDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [invited, setInvited] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // A new form each time the dialog opens and after each invitation: nothing typed before is left in it.
  const [round, setRound] = useState(0);
  const refresh = useRefresh();
  const close = () => {
    if (busy) return;
    setResult(null);
    setInvited(null);
    setRound((r) => r + 1);
    onClose();
  };
  // Validated by the resolver, then parsed again by sendFormCommand: only what the command takes is sent.
  const submit = async (values: FieldValues) => {
    setBusy(true);
    setInvited(null);
    try {
      const answer = await sendFormCommand('InviteParent', values);
      const named = [values.firstName, values.lastName].filter(Boolean).join(' ');
      setResult({
        ok: true,
        message: `${named || String(values.phoneNumber)} is added as a parent.`,
      });
      setInvited(answer.parentId);
      setRound((r) => r + 1);
      refresh();
      return undefined;
    } catch (refusal) {
      setResult({ ok: false, message: decisionError(refusal, 'The parent could not be invited') });
      return submissionErrors(refusal);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog
      open={open}
      onClose={close}
      maxWidth="xs"
      fullWidth
      aria-labelledby="invite-parent-title"
    >
      <Form
        key={round}
        record={empty}
        resolver={resolver}
        onSubmit={submit}
        disableInvalidFormNotification
        noValidate
      >
        <DialogTitle id="invite-parent-title">Add a parent</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 1.5, pt: '8px !important' }}>
          <ParentField
            name="phoneNumber"
            label="Phone number"
            required
            autoFocus
            type="tel"
            placeholder="263771234567"
          />
          <ParentField name="firstName" label="First name" />
          <ParentField name="lastName" label="Last name" />
          <ParentField name="email" label="Email" type="email" />
          {result && (
            <Alert severity={result.ok ? 'success' : 'error'} role={result.ok ? 'status' : 'alert'}>
              {result.message}
            </Alert>
          )}
          {invited && <InvitationDelivery key={invited} parentId={invited} />}
          {result?.ok !== false && <FormErrors />}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={busy}>
            Close
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Please wait...' : 'Invite parent'}
          </Button>
        </DialogActions>
      </Form>
    </Dialog>
  );
}

/** A field of the parent's form, its message (the schema's or the server's) under it. */
function ParentField({
  name,
  ...props
}: { name: keyof typeof empty } & Omit<TextFieldProps, 'name' | 'value' | 'onChange'>) {
  const { field, fieldState } = useController({ name });
  return (
    <TextField
      {...props}
      name={name}
      id={`parent-${name}`}
      value={field.value ?? ''}
      onChange={(e) => field.onChange(e.target.value.trimStart())}
      onBlur={field.onBlur}
      inputRef={field.ref}
      fullWidth
      size="small"
      error={fieldState.invalid}
      helperText={fieldState.error?.message}
    />
  );
}

/** Every message of the last Submit, in the form's order. */
function FormErrors() {
  const { errors } = useFormState();
  const found = Object.entries(errors).flatMap(([field, error]) =>
    typeof error?.message === 'string' ? [{ field, message: error.message }] : [],
  );
  return <ErrorList errors={found} testId="parent-errors" />;
}
