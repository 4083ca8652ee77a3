import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Button, Link, TextField } from '@mui/material';
import {
  NewPasswordForm,
  fieldErrorsFrom,
  recoveryMessages,
  type FieldError,
} from '@chikoro/contracts';
import { ApiError } from '../api/httpClient';
import { resetPassword } from './api';
import { AuthCard, ResultLine, messageOf } from './AuthCard';
import { dropResetToken, resetTokenInTab, type ResetOutcome } from './recoveryState';

/** Spec 001 §2.15 'Reset your password': the new password twice, at least 8 characters, alike. */
export function CreateNewPasswordPage() {
  const navigate = useNavigate();
  const [values, setValues] = useState({ password: '', confirmPassword: '' });
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const finish = (outcome: ResetOutcome) =>
    navigate('/resetpasswordresult', { replace: true, state: outcome });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = NewPasswordForm.safeParse(values);
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      return;
    }
    setErrors([]);
    const resetToken = resetTokenInTab();
    if (!resetToken) return finish({ ok: false, message: recoveryMessages.resetTokenInvalid });
    setBusy(true);
    try {
      const { role } = await resetPassword({ resetToken, ...parsed.data });
      dropResetToken();
      finish({ ok: true, role });
    } catch (error) {
      const fieldErrors = error instanceof ApiError ? error.fieldErrors : [];
      if (fieldErrors.some((e) => e.field === 'password' || e.field === 'confirmPassword'))
        setErrors(fieldErrors);
      else if (error instanceof ApiError && error.status < 500) {
        dropResetToken();
        finish({ ok: false, message: fieldErrors[0]?.message ?? error.message });
      } else setFailure(messageOf(error));
    } finally {
      setBusy(false);
    }
  };

  const field = (name: 'password' | 'confirmPassword', label: string, autoFocus = false) => (
    <TextField
      fullWidth
      margin="normal"
      name={name}
      id={`new-${name}`}
      type="password"
      label={label}
      autoComplete="new-password"
      autoFocus={autoFocus}
      required
      value={values[name]}
      error={Boolean(errorOf(name))}
      helperText={errorOf(name) ?? (name === 'password' ? 'At least 8 characters' : undefined)}
      onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
    />
  );

  return (
    <AuthCard title="Reset your password" onSubmit={(event) => void submit(event)}>
      {field('password', 'New password', true)}
      {field('confirmPassword', 'Confirm new password')}
      <ResultLine result={failure ? { ok: false, message: failure } : null} testId="reset-error" />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        sx={{ mt: 2 }}
      >
        {busy ? 'Saving…' : 'Reset password'}
      </Button>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          Back to login
        </Link>
      </Box>
    </AuthCard>
  );
}
