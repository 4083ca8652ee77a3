import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { Box, Button, Link, TextField, Typography } from '@mui/material';
import { VerifyCodeRequest, fieldErrorsFrom, type FieldError } from '@chikoro/contracts';
import { ApiError } from '../api/httpClient';
import { verifyCode } from './api';
import { AuthCard, ResultLine, messageOf } from './AuthCard';
import { keepResetToken } from './recoveryState';

/**
 * Spec 001 §2.15 'Confirm the OTP': the code from the mail, for the email carried from the
 * previous step or from ?email= in the mailed link (a reset, or a new admin's first password).
 */
export function ConfirmOtpPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const [searchParams] = useSearchParams();
  const carried =
    (location.state as { email?: string } | null)?.email ?? searchParams.get('email') ?? '';
  const [email, setEmail] = useState(carried);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    const parsed = VerifyCodeRequest.safeParse({ email, code });
    if (!parsed.success) {
      setErrors(fieldErrorsFrom(parsed.error.issues));
      return;
    }
    setErrors([]);
    setBusy(true);
    try {
      const { resetToken } = await verifyCode(parsed.data);
      keepResetToken(resetToken);
      navigate('/createnewpassword', { state: { email: parsed.data.email } });
    } catch (error) {
      setFailure(
        error instanceof ApiError
          ? (error.fieldErrors[0]?.message ?? error.message)
          : messageOf(error),
      );
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthCard title="Confirm the OTP" onSubmit={(event) => void submit(event)}>
      <Typography color="text.secondary">
        {carried && carried.includes('@') && (
          <>
            Enter the one-time code we sent to <strong>{carried}</strong>.
          </>
        )}
        {carried && !carried.includes('@') && (
          <>
            Enter the one-time code your school gave you for <strong>{carried}</strong>.
          </>
        )}
        {!carried &&
          'Enter your email (or, for a student, your registration number) and the one-time code you received.'}
      </Typography>
      {!carried && (
        <TextField
          fullWidth
          margin="normal"
          name="email"
          id="otp-email"
          label="Email or registration number"
          autoComplete="email"
          required
          value={email}
          error={Boolean(errorOf('email'))}
          helperText={errorOf('email')}
          onChange={(event) => setEmail(event.target.value)}
        />
      )}
      <TextField
        fullWidth
        margin="normal"
        name="code"
        id="otp-code"
        label="One-time code"
        autoComplete="one-time-code"
        autoFocus
        required
        value={code}
        error={Boolean(errorOf('code'))}
        helperText={errorOf('code')}
        onChange={(event) => setCode(event.target.value)}
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 20 } }}
      />
      <ResultLine result={failure ? { ok: false, message: failure } : null} testId="otp-error" />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={busy}
        sx={{ mt: 1 }}
      >
        {busy ? 'Checking…' : 'Proceed'}
      </Button>
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/forgot-password">
          Send me a new code
        </Link>
      </Box>
    </AuthCard>
  );
}
