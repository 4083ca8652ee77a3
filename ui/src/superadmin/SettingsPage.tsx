import { useState, type FormEvent } from 'react';
import { Alert, Box, Button, Card, CardContent, TextField, Typography } from '@mui/material';
import { Title } from 'react-admin';
import {
  ChangeMyPasswordInput,
  fieldErrorsFrom,
  passwordChangeMessages,
  type FieldError,
} from '@chikoro/contracts';
import { ApiError, apiFetch, rememberPosition } from '../api/httpClient';

const fields = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'repeatPassword', label: 'Repeat new password', autoComplete: 'new-password' },
] as const;
type Values = Record<(typeof fields)[number]['name'], string>;
const empty: Values = { currentPassword: '', newPassword: '', repeatPassword: '' };

/** Settings: change password (current, new, repeat), checked with the server's own rules first. */
export function SettingsPage() {
  const [values, setValues] = useState<Values>(empty);
  const [errors, setErrors] = useState<FieldError[]>([]);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setResult(null);
    const parsed = ChangeMyPasswordInput.safeParse(values);
    if (!parsed.success) return setErrors(fieldErrorsFrom(parsed.error.issues));
    setErrors([]);
    setBusy(true);
    try {
      const { json } = await apiFetch('/api/me/password', {
        method: 'POST',
        body: JSON.stringify(parsed.data),
      });
      const answer = json as { message: string; position: number };
      rememberPosition(answer.position);
      setValues(empty);
      setResult({ ok: true, text: answer.message ?? passwordChangeMessages.changed });
    } catch (failure) {
      if (failure instanceof ApiError) setErrors(failure.fieldErrors);
      setResult({
        ok: false,
        text: failure instanceof Error ? failure.message : 'The password could not be changed.',
      });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box sx={{ mt: 2, maxWidth: 560 }}>
      <Title title="Settings" />
      <Card
        component="form"
        noValidate
        onSubmit={(e) => void submit(e)}
        aria-label="Change password"
      >
        <CardContent>
          <Typography variant="h5" component="h2" gutterBottom>
            Settings
          </Typography>
          <Typography variant="h6" component="h2">
            Change password
          </Typography>
          <Typography variant="body2" color="text.secondary">
            At least 8 characters, different from your current password. Other devices kept signed
            in will have to sign in again.
          </Typography>
          {result && (
            <Alert
              severity={result.ok ? 'success' : 'error'}
              role={result.ok ? 'status' : 'alert'}
              sx={{ mt: 2 }}
              data-testid="password-result"
            >
              {result.text}
            </Alert>
          )}
          {fields.map((f) => (
            <TextField
              key={f.name}
              fullWidth
              margin="normal"
              type="password"
              name={f.name}
              label={f.label}
              autoComplete={f.autoComplete}
              value={values[f.name]}
              error={Boolean(errorOf(f.name))}
              helperText={errorOf(f.name)}
              onChange={(e) => setValues((v) => ({ ...v, [f.name]: e.target.value }))}
            />
          ))}
          <Button type="submit" variant="contained" disabled={busy} sx={{ mt: 2 }}>
            Change password
          </Button>
        </CardContent>
      </Card>
    </Box>
  );
}
