import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Box, Button, Link, TextField, Typography } from '@mui/material';
import { ForgotPasswordRequest, fieldErrorsFrom } from '@chikoro/contracts';
import { ApiError } from '../api/httpClient';
import { requestResetCode } from './api';
import { AuthCard, ResultLine, messageOf } from './AuthCard';

/** Spec 000 §2: an email, 'No, Cancel' back to /login, and a 'Success: …' or 'Error: …' line. */
export function ForgotPasswordPage() {
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [result, setResult] = useState<{ ok: boolean; message: string } | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const parsed = ForgotPasswordRequest.safeParse({ email });
    if (!parsed.success) {
      setFieldError(fieldErrorsFrom(parsed.error.issues)[0]?.message);
      return;
    }
    setFieldError(undefined);
    setBusy(true);
    try {
      setResult({ ok: true, message: await requestResetCode(parsed.data) });
      setSentTo(parsed.data.email);
    } catch (error) {
      setResult({
        ok: false,
        message:
          error instanceof ApiError
            ? (error.fieldErrors[0]?.message ?? error.message)
            : messageOf(error),
      });
    } finally {
      setBusy(false);
    }
  };

  const toCode = () =>
    sentTo &&
    navigate(`/confirmotp?email=${encodeURIComponent(sentTo)}`, { state: { email: sentTo } });

  return (
    <AuthCard title="Forgot password" onSubmit={(event) => void submit(event)}>
      <Typography color="text.secondary">
        Enter the email of your account. We will send you a one-time code to reset your password.
      </Typography>
      <TextField
        fullWidth
        margin="normal"
        name="email"
        id="forgot-email"
        type="email"
        label="Email"
        autoComplete="email"
        autoFocus
        required
        value={email}
        error={Boolean(fieldError)}
        helperText={fieldError}
        onChange={(event) => setEmail(event.target.value)}
      />
      <ResultLine result={result} testId="forgot-result" />
      {sentTo ? (
        <Button variant="contained" size="large" fullWidth onClick={toCode} sx={{ mt: 1 }}>
          Enter the code
        </Button>
      ) : (
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          disabled={busy}
          sx={{ mt: 1 }}
        >
          {busy ? 'Sending…' : 'Send code'}
        </Button>
      )}
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <Link component={RouterLink} to="/login">
          No, Cancel
        </Link>
      </Box>
    </AuthCard>
  );
}
